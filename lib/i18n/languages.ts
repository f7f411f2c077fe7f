import { DEFAULT_LANGUAGE, LANGUAGES, asLanguage, type Language } from '@portal/contracts/language';

export { DEFAULT_LANGUAGE, LANGUAGES, asLanguage, type Language };

/**
 * The cookie that remembers the customer's language on this browser. Not the session's: it
 * outlives logout, so the login page after it speaks as the customer left it.
 */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60; // the longest browsers keep a cookie

/** What `<html lang>` and Intl get: the language as spoken in India ('hi-IN', 'en-IN'). */
export function indianLocale(language: Language): `${Language}-IN` {
  return `${language}-IN`;
}
