import { NextResponse, type NextRequest } from 'next/server';
import { getIronSession } from 'iron-session';
import { contentSecurityPolicy } from './lib/csp';
import { readSealedSession, rememberSealed } from './lib/session-read';
import { isPathEnabled, parseFeatures } from './lib/features';
import {
  TOUCH_EVERY_MS,
  isHttps,
  isSessionEndProof,
  loginPath,
  safeReturnTo,
  sessionOptions,
  sessionState,
  type SessionData,
} from './lib/session-rules';

const PUBLIC_PATHS = ['/login'];
const HANDOFF_PATH = '/external';
/**
 * Answers that set their own caching: the profile picture is private and its URL carries its
 * version, so the browser may keep it (app/api/profile-image). Everything else is never stored.
 */
const OWN_CACHE_CONTROL = ['/api/profile-image'];
/** A year, subdomains included: once a browser has seen the portal over https it never tries http again. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The optimistic gate: sends anonymous visitors to /login (remembering where
 * they were going), hides switched-off features, keeps the idle timer fresh and
 * sets the CSP. Pages and actions check the session again in lib/server.
 */
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const https = isHttps(req.headers.get('x-forwarded-proto'), req.nextUrl.protocol);
  const secret = process.env.SESSION_SECRET ?? '';
  const idleMs = Number(process.env.SESSION_IDLE_MINUTES ?? 15) * 60_000;
  const absoluteMs = Number(process.env.SESSION_ABSOLUTE_HOURS ?? 8) * 3_600_000;

  // Reading is cheap and remembered (lib/session-read.ts). iron-session's session is used only to
  // write or end the cookie, onto whatever response we return: it is handed a store without the
  // cookie, since what the cookie holds is open already and opening it again costs a seal's price.
  const options = sessionOptions(secret, https, absoluteMs);
  const session = await readSealedSession(req.cookies.get(options.cookieName)?.value, secret, options.ttl ?? 0);
  const outgoing: Array<[string, string, Record<string, unknown>]> = [];
  const writable = () => {
    const store = {
      get: () => undefined,
      set: (name: string, value: string, opts: Record<string, unknown>) => void outgoing.push([name, value, opts]),
    };
    return getIronSession<SessionData>(store as never, options);
  };
  const now = Date.now();
  const state = sessionState(session, now, { idleMs, absoluteMs });

  let res: NextResponse;
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = contentSecurityPolicy({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    https,
    recaptcha: Boolean(process.env.RECAPTCHA_SITE_KEY),
  });
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);
  requestHeaders.set('x-portal-path', `${pathname}${search}`);

  if (pathname === HANDOFF_PATH) {
    // The host app's hand-off creates its own session (app/external/route.ts).
    res = NextResponse.next({ request: { headers: requestHeaders } });
  } else if (PUBLIC_PATHS.includes(pathname)) {
    if (req.nextUrl.searchParams.get('expired') === 'Y') {
      // Only the notice: a GET from someone's link must not log a customer out. The session ends
      // here when it is past its limits, or when the server signed its end (the core refused it).
      const ended =
        state === 'expired' || (await isSessionEndProof(secret, session.sessionId, req.nextUrl.searchParams.get('end')));
      if (ended) (await writable()).destroy();
      res = NextResponse.next({ request: { headers: requestHeaders } });
    } else if (state === 'active') {
      res = NextResponse.redirect(new URL(safeReturnTo(req.nextUrl.searchParams.get('return_to')), req.url));
    } else {
      res = NextResponse.next({ request: { headers: requestHeaders } });
    }
  } else if (state !== 'active' && pathname.startsWith('/api/')) {
    res = new NextResponse(null, { status: 401 });
  } else if (state !== 'active') {
    if (state === 'expired') (await writable()).destroy();
    res = NextResponse.redirect(new URL(loginPath({ expired: state === 'expired', from: `${pathname}${search}` }), req.url));
  } else {
    // Pages and actions are activity; /api/ calls are not: the session-expiry warning's status
    // check (app/api/session) must not renew what it reports on, and its renewal saves the session itself.
    if (!pathname.startsWith('/api/') && now - (session.lastSeenAt ?? 0) > TOUCH_EVERY_MS) {
      const touched = Object.assign(await writable(), session, { lastSeenAt: now });
      await touched.save();
      const [, seal] = outgoing.at(-1)!;
      rememberSealed(seal, secret, touched);
    }
    const { features } = parseFeatures(process.env.FEATURES_OFF);
    res = isPathEnabled(pathname, features)
      ? NextResponse.next({ request: { headers: requestHeaders } })
      : NextResponse.rewrite(new URL('/feature-unavailable', req.url), { request: { headers: requestHeaders } });
  }

  for (const [name, value, options] of outgoing) res.cookies.set(name, value, options);
  res.headers.set('Content-Security-Policy', csp);
  // A header set here overrides the route's own, so the exceptions are left alone.
  if (!OWN_CACHE_CONTROL.includes(pathname)) res.headers.set('Cache-Control', 'no-store');
  // next.config.mjs covers answers behind a TLS proxy (X-Forwarded-Proto); a portal configured
  // with an https address says so even when the proxy in front forgets the header.
  if (https || process.env.PUBLIC_URL?.startsWith('https:')) res.headers.set('Strict-Transport-Security', HSTS);
  return res;
}

export const config = {
  matcher: [
    {
      // Only Next's build output and the app's own static files skip the proxy. Anything else is a
      // page address, whatever it ends in (/policy-details/10000001.txt), and gets the CSP.
      source: '/((?!_next/static/|_next/image$|favicon\\.ico$|robots\\.txt$|icon\\.svg$).*)',
    },
  ],
};
