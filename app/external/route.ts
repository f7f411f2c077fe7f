import type { NextRequest } from 'next/server';
import { asLanguage } from '@/lib/i18n/languages';
import { completeHandoff, parseHandoffQuery } from '@/lib/server/data/handoff';
import { rememberLanguage } from '@/lib/server/language';

/**
 * GET /external: the host app opens the portal in its web view here (docs/host-app.md). The
 * proxy lets it through without a session; this handler makes one and moves on to the page the
 * core named. A query that is not a hand-off goes to plain login, a refused one says so there;
 * neither ends the session the browser had (lib/server/data/handoff.ts).
 */
export async function GET(req: NextRequest) {
  const query = parseHandoffQuery(req.nextUrl.searchParams);
  // The app's language (docs/host-app.md) holds whatever becomes of the hand-off itself.
  const hostLanguage = asLanguage(req.nextUrl.searchParams.get('lang'));
  if (hostLanguage) await rememberLanguage(hostLanguage);
  const outcome = await completeHandoff(query, hostLanguage);
  // A customer already signed in carries on at home; otherwise a refusal says so on the login page.
  const location = outcome.ok ? outcome.redirectTo : 'kept' in outcome ? '/' : query ? '/login?handoff=failed' : '/login';
  return new Response(null, {
    // 303: the next request is a plain GET whatever opened this one.
    status: 303,
    headers: {
      // A relative Location keeps the redirect on whatever host the web view used.
      Location: location,
      // The URL carried a one-time token and the answer sets a session: nothing may keep it.
      'Cache-Control': 'no-store',
    },
  });
}
