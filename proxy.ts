import { NextResponse, type NextRequest } from 'next/server';
import { getIronSession, type SessionOptions } from 'iron-session';
import { contentSecurityPolicy } from './lib/csp';
import { isPathEnabled } from './lib/features';
import { notAPage } from './lib/not-a-page';
import { getEnv, type PortalEnv } from './lib/server/env';
import { REQUEST_ID_HEADER, requestIdFor, withRequestId } from './lib/server/request-id';
import { touchEveryMs } from './lib/session-cadence';
import {
  isHttps,
  isSessionEndProof,
  loginPath,
  safeReturnTo,
  sessionOptions,
  sessionState,
  type SessionData,
} from './lib/session-rules';

const PUBLIC_PATHS = ['/login'];
const IMAGE_OPTIMISER = '/_next/image';
const HANDOFF_PATH = '/external';
/** The language switch works signed in or not (app/api/language). */
const LANGUAGE_PATH = '/api/language';
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
 * sets the CSP. Pages and actions check the session again in lib/server. Every
 * request gets its id here, on the request the app sees and on the answer.
 */
export async function proxy(req: NextRequest) {
  const env = getEnv();
  const requestId = requestIdFor(req.headers.get(REQUEST_ID_HEADER), env.trustedProxyHops);
  return withRequestId(requestId, await gate(req, env, requestId));
}

async function gate(req: NextRequest, env: PortalEnv, requestId: string): Promise<Response> {
  const { pathname, search } = req.nextUrl;
  // Next's image optimiser, which the portal does not use (images.unoptimized): no page at all.
  if (pathname === IMAGE_OPTIMISER) return notAPage();
  const https = isHttps(req.headers.get('x-forwarded-proto'), req.nextUrl.protocol);
  // iron-session reads the cookie from the request and writes any change onto `cookieJar`, whose
  // Set-Cookie headers go onto whichever response this returns.
  const cookieJar = NextResponse.next();
  const session = await openSession(req, cookieJar, sessionOptions(env.sessionSecret, https, env.absoluteMs));
  const now = Date.now();
  const state = sessionState(session, now, env);

  // 128 random bits: as strong as a UUID's 122 and half its length as text, which every inline
  // script of every page repeats.
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const csp = contentSecurityPolicy({
    nonce,
    dev: env.nodeEnv === 'development',
    https,
    recaptcha: Boolean(env.recaptchaSiteKey),
  });
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);
  requestHeaders.set('x-portal-path', `${pathname}${search}`);
  requestHeaders.set(REQUEST_ID_HEADER, requestId);
  const onward = () => NextResponse.next({ request: { headers: requestHeaders } });

  let res: NextResponse;
  if (pathname === HANDOFF_PATH || pathname === LANGUAGE_PATH) {
    // The host app's hand-off creates its own session (app/external/route.ts); the language
    // switch checks for one itself.
    res = onward();
  } else if (PUBLIC_PATHS.includes(pathname)) {
    if (req.nextUrl.searchParams.get('expired') === 'Y') {
      // Only the notice: a GET from someone's link must not log a customer out. The session ends
      // here when it is past its limits, or when the server signed its end (the core refused it).
      const proof = req.nextUrl.searchParams.get('end');
      if (state === 'expired' || (await isSessionEndProof(env.sessionSecret, session.sessionId, proof))) session.destroy();
      res = onward();
    } else if (state === 'active') {
      res = NextResponse.redirect(new URL(safeReturnTo(req.nextUrl.searchParams.get('return_to')), req.url));
    } else {
      res = onward();
    }
  } else if (state !== 'active' && pathname.startsWith('/api/')) {
    res = new NextResponse(null, { status: 401 });
  } else if (state !== 'active') {
    if (state === 'expired') session.destroy();
    res = NextResponse.redirect(new URL(loginPath({ expired: state === 'expired', from: `${pathname}${search}` }), req.url));
  } else {
    // Pages and actions are activity; /api/ calls are not: the session-expiry warning's status
    // check (app/api/session) must not renew what it reports on, and its renewal saves the session itself.
    if (!pathname.startsWith('/api/') && now - (session.lastSeenAt ?? 0) > touchEveryMs(env.idleMs)) {
      session.lastSeenAt = now;
      await session.save();
    }
    res = isPathEnabled(pathname, env.features)
      ? onward()
      : NextResponse.rewrite(new URL('/feature-unavailable', req.url), { request: { headers: requestHeaders } });
  }

  for (const cookie of cookieJar.headers.getSetCookie()) res.headers.append('Set-Cookie', cookie);
  res.headers.set('Content-Security-Policy', csp);
  // A header set here overrides the route's own, so the exceptions are left alone.
  if (!OWN_CACHE_CONTROL.includes(pathname)) res.headers.set('Cache-Control', 'no-store');
  // next.config.mjs covers answers behind a TLS proxy (X-Forwarded-Proto); a portal configured
  // with an https address says so even when the proxy in front forgets the header.
  if (https || env.publicUrl.startsWith('https:')) res.headers.set('Strict-Transport-Security', HSTS);
  return res;
}

/**
 * iron-session answers an expired or foreign seal with an empty session, but throws on one it
 * cannot parse (a tampered or truncated cookie, another format), which made every page, /login
 * included, answer 500. Such a cookie is no session: gone from this request, and from the browser.
 */
async function openSession(req: NextRequest, cookieJar: NextResponse, options: SessionOptions) {
  try {
    return await getIronSession<SessionData>(req, cookieJar, options);
  } catch {
    req.cookies.delete(options.cookieName);
    cookieJar.cookies.delete(options.cookieName);
    return getIronSession<SessionData>(req, cookieJar, options);
  }
}

export const config = {
  matcher: [
    {
      // Only Next's build output, the app's own static files, the brand's drawings and manifest
      // (wanted before anyone signs in; each answer sets its own CSP) and the probes skip the proxy
      // (the probes answer without a session, and must not depend on reading one). Anything else is
      // a page address, whatever it ends in (/policy-details/10000001.txt), and gets the CSP.
      source:
        '/((?!_next/static/|favicon\\.ico$|robots\\.txt$|brand/|manifest\\.webmanifest$|apple-touch-icon\\.png$|api/health$|api/ready$).*)',
    },
  ],
};
