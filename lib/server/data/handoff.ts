import 'server-only';
import { z } from 'zod';
import { user } from '@portal/contracts';
import { beginSession, safeReturnTo, sessionState } from '../../session-rules';
import { getEnv } from '../env';
import { callUpstream } from '../gateway';
import { getSession } from '../session';
import { readSignInSnapshot } from './sign-in-snapshot';
import { logFailure } from '../log';
import { getChosenLanguage, settleLanguageAtSignIn } from '../language';
import type { Language } from '../../i18n/languages';

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

/** `kept`: a browser signed in as another customer stays so, and the hand-off is not followed. */
export type HandoffOutcome = { ok: true; redirectTo: string } | { ok: false; kept?: true };

/**
 * Swaps a valid hand-off for a portal session in the host's name. Only a hand-off the core has
 * accepted touches the session: a bad or refused query leaves whatever the browser had.
 *
 * A browser signed in by OTP as another customer is not switched over: anyone can mint a hand-off
 * for their own account, and a link that signed the browser into it would have the customer act
 * in someone else's name (login CSRF). The core's new session is ended at once, and the customer
 * carries on as themselves. The web view's own sessions are the app's to replace: it speaks for
 * whoever is signed in to the app.
 */
export async function completeHandoff(query: HandoffQuery | null, hostLanguage: Language | null = null): Promise<HandoffOutcome> {
  if (!query) return { ok: false };
  let auth: z.output<typeof user.externalLinkDetails.data>;
  try {
    auth = await callUpstream(user.externalLinkDetails, query, null);
  } catch (e) {
    // Never the query itself: it carries the app's token.
    logFailure(e, 'external hand-off');
    return { ok: false };
  }
  const session = await getSession();
  const signedIn = sessionState(session, Date.now(), getEnv()) === 'active';
  if (signedIn && !session.embedded && session.clientId !== auth.clientId) {
    await callUpstream(user.logout, { sessionId: auth.sessionId }, { accessToken: auth.accessToken, source: auth.source }).catch(
      () => undefined,
    );
    return { ok: false, kept: true };
  }
  // Whatever the browser held before goes: the app now speaks for this customer.
  session.destroy();
  beginSession(session, auth, { source: auth.source, embedded: true }, await readSignInSnapshot(auth, auth.source));
  await session.save();
  // The app's language (its `lang`) speaks for the customer; without it, as at an OTP sign-in.
  await settleLanguageAtSignIn(hostLanguage ?? (await getChosenLanguage()), auth.preferredLanguage, auth);
  return { ok: true, redirectTo: safeReturnTo(auth.redirectPath) };
}
