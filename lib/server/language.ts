import 'server-only';
import { cookies, headers } from 'next/headers';
import { user } from '@portal/contracts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, asLanguage, type Language } from '../i18n/languages';
import { isHttps } from '../session-rules';
import { callUpstream, type CallAuth } from './gateway';
import { logFailure } from './log';

/** The language this browser chose, or null when it never chose one. */
export async function getChosenLanguage(): Promise<Language | null> {
  return asLanguage((await cookies()).get(LANGUAGE_COOKIE)?.value);
}

/** Remembers the language on this browser, past logout (the cookie is not the session's). */
export async function rememberLanguage(language: Language): Promise<void> {
  const secure = isHttps((await headers()).get('x-forwarded-proto'));
  (await cookies()).set(LANGUAGE_COOKIE, language, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    httpOnly: true,
    secure,
  });
}

/**
 * Tells the core the customer's language, so their SMS, email and documents follow it. A core
 * that cannot take it now loses nothing the customer sees: the page is already in the language,
 * and the next choice or sign-in tries again.
 */
export async function saveLanguageAtCore(language: Language, auth: CallAuth & { sessionId: string }): Promise<void> {
  await callUpstream(user.setPreferredLanguage, { sessionId: auth.sessionId, language }, auth).catch((e: unknown) =>
    logFailure(e, 'preferred language'),
  );
}

/**
 * At sign-in (by OTP or the host app's hand-off): a language chosen on this browser before it
 * wins and goes to the core; otherwise the profile's language becomes this browser's, so a
 * customer who chose Hindi on their phone finds it on a new laptop after signing in.
 */
export async function settleLanguageAtSignIn(
  chosen: Language | null,
  onProfile: Language | undefined,
  auth: CallAuth & { sessionId: string },
): Promise<void> {
  if (chosen) {
    await rememberLanguage(chosen);
    if (chosen !== onProfile) await saveLanguageAtCore(chosen, auth);
  } else if (onProfile) {
    await rememberLanguage(onProfile);
  }
}
