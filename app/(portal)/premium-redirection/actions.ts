'use server';

import { unstable_rethrow } from 'next/navigation';
import { GENERIC_ERROR } from '@/lib/constants';
import {
  premiumRedirectionSchema,
  redirectionFundsSchema,
  type PremiumRedirectionResult,
  type RedirectionFundsResult,
} from '@/lib/schemas/premium-redirection';
import { loadRedirectionFunds, submitPremiumRedirection } from '@/lib/server/data/premium-redirection';
import { getEnv } from '@/lib/server/env';
import { userMessage } from '@/lib/server/errors';
import { requireAuth } from '@/lib/server/session';

type Failure = { ok: false; message: string };

/** The flag also closes the endpoints: the page 404s, and a call posted by hand must not work. */
async function gate(): Promise<Failure | null> {
  await requireAuth();
  return getEnv().features.premiumRedirection ? null : { ok: false, message: GENERIC_ERROR };
}

function failure(what: string, e: unknown): Failure {
  // An expired session (a redirect to login) must still leave the page.
  unstable_rethrow(e);
  console.error(`${what} failed:`, e instanceof Error ? e.message : e);
  return { ok: false, message: userMessage(e, GENERIC_ERROR) };
}

/** Step 0 → 1 (SPEC §4: choosing the policy loads its funds). */
export async function loadRedirectionFundsAction(input: unknown): Promise<RedirectionFundsResult> {
  const closed = await gate();
  if (closed) return closed;
  const parsed = redirectionFundsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? GENERIC_ERROR };
  try {
    return await loadRedirectionFunds(parsed.data.policyNo);
  } catch (e) {
    return failure('premium redirection funds', e);
  }
}

/**
 * The submit after the OTP (SPEC §4 "Flow end"). A public endpoint: nothing sent is trusted, and
 * the data layer re-checks ownership, eligibility and every allocation rule before the core hears of it.
 */
export async function submitPremiumRedirectionAction(input: unknown): Promise<PremiumRedirectionResult> {
  const closed = await gate();
  if (closed) return closed;
  const parsed = premiumRedirectionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? GENERIC_ERROR };
  try {
    return await submitPremiumRedirection(parsed.data);
  } catch (e) {
    return failure('premium redirection submit', e);
  }
}
