import 'server-only';
import { z } from 'zod';
import { user } from '@portal/contracts';
import { beginSession, safeReturnTo } from '../../session-rules';
import { callUpstream } from '../gateway';
import { getSession } from '../session';
import { readSignInSnapshot } from './sign-in-snapshot';

/**
 * What the host app may put in /external's query (SPEC §7 "External redirection"): the
 * transaction it was given with its token and source, or the raw payload. The source later
 * travels as the Source header, so it is held to a plain token.
 */
const byTransaction = z.object({
  transactionId: z.string().min(1).max(200),
  token: z.string().min(1).max(4000),
  source: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
});
const byPayload = z.object({ payload: z.string().min(1).max(8000) });

export type HandoffQuery = z.infer<typeof byTransaction> | z.infer<typeof byPayload>;

const HANDOFF_KEYS = ['transactionId', 'token', 'source', 'payload'] as const;

/**
 * Exactly one of the two forms, or null. Mixed or repeated keys are refused rather than guessed
 * at: a link that could be read two ways is not one the app meant to send. Other keys (e.g. an
 * analytics tag) are ignored.
 */
export function parseHandoffQuery(params: URLSearchParams): HandoffQuery | null {
  const found: Record<string, string> = {};
  for (const key of HANDOFF_KEYS) {
    const values = params.getAll(key);
    if (values.length > 1) return null;
    if (values.length === 1) found[key] = values[0]!.trim();
  }
  if ('payload' in found) {
    if (Object.keys(found).length !== 1) return null;
    const parsed = byPayload.safeParse(found);
    return parsed.success ? parsed.data : null;
  }
  const parsed = byTransaction.safeParse(found);
  return parsed.success ? parsed.data : null;
}

export type HandoffOutcome = { ok: true; redirectTo: string } | { ok: false };

/**
 * Swaps the hand-off for a portal session in the host's name. Whatever session the web view
 * held before is dropped first, even when the hand-off fails: the app is now speaking for a
 * (possibly different) customer, and the previous one must not carry on in their place.
 */
export async function completeHandoff(query: HandoffQuery | null): Promise<HandoffOutcome> {
  const session = await getSession();
  session.destroy();
  if (!query) return { ok: false };
  try {
    const auth = await callUpstream(user.externalLinkDetails, query, null);
    beginSession(session, auth, { source: auth.source, embedded: true }, await readSignInSnapshot(auth, auth.source));
    await session.save();
    return { ok: true, redirectTo: safeReturnTo(auth.redirectPath) };
  } catch (e) {
    // Never the query itself: it carries the app's token.
    console.error('external hand-off failed:', e instanceof Error ? `${e.name}: ${e.message}` : 'unknown');
    return { ok: false };
  }
}
