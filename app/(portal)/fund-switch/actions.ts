'use server';

import { unstable_rethrow } from 'next/navigation';
import { GENERIC_ERROR } from '@/lib/constants';
import {
  firstIssue,
  fundSwitchPolicySchema,
  fundSwitchPreviewSchema,
  fundSwitchSubmitSchema,
  type FundHoldingsResult,
  type FundSwitchPreviewResult,
  type FundSwitchSubmitResult,
} from '@/lib/schemas/fund-switch';
import { loadSwitchHoldings, previewFundSwitch, submitFundSwitch } from '@/lib/server/data/fund-switch';
import { UpstreamError, userMessage } from '@/lib/server/errors';
import { requireAuth } from '@/lib/server/session';

/*
 * The fund switch's public endpoints. Nothing sent is trusted: the input is parsed, the policy
 * checked as the customer's own and eligible, and every rule re-run on fresh holdings before the
 * core hears of a switch.
 */

/** SPEC §8: fund switch and summary show the core's own message, anything else 'Something went wrong'. */
function failure(what: string, e: unknown): { ok: false; message: string } {
  // An expired session (a redirect to login) must still leave the page.
  unstable_rethrow(e);
  console.error(`${what} failed:`, e instanceof Error ? e.message : e);
  const fromCore = e instanceof UpstreamError && e.message.trim() !== '';
  return { ok: false, message: fromCore ? e.message : GENERIC_ERROR };
}

/** Step 0 → 1: the chosen policy's funds. */
export async function loadFundHoldingsAction(input: unknown): Promise<FundHoldingsResult> {
  await requireAuth();
  const parsed = fundSwitchPolicySchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  try {
    return await loadSwitchHoldings(parsed.data.policyNo);
  } catch (e) {
    unstable_rethrow(e);
    console.error('getFundSwitchDetails failed:', e instanceof Error ? e.message : e);
    // A read, not the switch: the general catalogue wording applies (SPEC §8).
    return { ok: false, message: userMessage(e, GENERIC_ERROR) };
  }
}

/** Step 2 → 3: the core's summary of the switch. */
export async function previewFundSwitchAction(input: unknown): Promise<FundSwitchPreviewResult> {
  await requireAuth();
  const parsed = fundSwitchPreviewSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  try {
    return await previewFundSwitch(parsed.data);
  } catch (e) {
    return failure('fundSwitchSummary', e);
  }
}

/** After the OTP: the switch itself, with the token the OTP check gave. */
export async function submitFundSwitchAction(input: unknown): Promise<FundSwitchSubmitResult> {
  await requireAuth();
  const parsed = fundSwitchSubmitSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  try {
    return await submitFundSwitch(parsed.data);
  } catch (e) {
    return failure('fundRegister', e);
  }
}
