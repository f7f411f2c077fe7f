import type { NextRequest } from 'next/server';
import { asLanguage } from '@/lib/i18n/languages';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { getAuth } from '@/lib/server/session';
import { rememberLanguage, saveLanguageAtCore } from '@/lib/server/language';
import { isSameOrigin } from '@/lib/server/same-origin';

/**
 * POST /api/language: the language switch's form (components/i18n/language-switch.tsx). A plain
 * form, so it works before the page's script has loaded; the answer reloads the page the customer
 * was on, whole, in the new language. Signed in, the core keeps the choice for SMS, email and
 * documents; before sign-in it waits on this browser until the customer signs in.
 */
export async function POST(req: NextRequest) {
  if (!isSameOrigin(req)) return new Response(null, { status: 403 });
  const form = await req.formData().catch(() => null);
  const language = asLanguage(String(form?.get('lang') ?? ''));
  if (!language) return new Response(null, { status: 400 });
  await rememberLanguage(language);
  const auth = await getAuth();
  if (auth) await saveLanguageAtCore(language, auth);
  return new Response(null, {
    status: 303,
    headers: { Location: backTo(req), 'Cache-Control': 'no-store' },
  });
}

/**
 * The page the form was on, as the browser names it in Referer (in full: the form is same-origin);
 * only its path is kept, through the one redirect gate. Without a Referer, home.
 */
function backTo(req: NextRequest): string {
  try {
    const url = new URL(req.headers.get('referer') ?? '/', 'http://portal.invalid');
    return safeRedirectPath(`${url.pathname}${url.search}`);
  } catch {
    return '/';
  }
}
