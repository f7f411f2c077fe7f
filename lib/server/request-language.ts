import 'server-only';
import { cookies } from 'next/headers';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, asLanguage, type Language } from '../i18n/languages';

/**
 * The language of the request being served, as lib/i18n/request.ts reads it, for code that runs
 * outside React (the gateway). Outside any request (a probe at start) it is the default.
 */
export async function getRequestLanguage(): Promise<Language> {
  try {
    return asLanguage((await cookies()).get(LANGUAGE_COOKIE)?.value) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}
