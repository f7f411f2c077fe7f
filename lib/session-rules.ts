import type { SessionOptions } from 'iron-session';
import { safeRedirectPath } from './safe-redirect';

/** What the sealed, HttpOnly cookie holds. Nothing here is ever sent to browser JavaScript. */
export interface SessionData {
  isAuthenticated?: boolean;
  sessionId?: string;
  clientId?: string;
  accessToken?: string;
  refreshToken?: string;
  /** Source header for the core: CP by default, the host app's when opened from its web view. */
  source?: string;
  /** Opened inside the host app's web view: the portal's own navigation is hidden. */
  embedded?: boolean;
  createdAt?: number;
  lastSeenAt?: number;
  /** Between 'Get OTP' and 'Verify': the core's login transaction. */
  pendingLogin?: {
    transactionId: string;
    loginId: string;
    maskedMobile: string;
    sentAt: number;
    resendAfterSeconds: number;
  };
}

/** What the core answers when a session starts (OTP login or the host app's hand-off). */
export interface CoreSession {
  sessionId: string;
  clientId: string;
  accessToken: string;
  refreshToken: string;
}

/** One place that turns the core's session into the portal's; the caller saves it. */
export function beginSession(s: SessionData, core: CoreSession, opts: { source: string; embedded: boolean }, now = Date.now()) {
  s.pendingLogin = undefined;
  Object.assign(s, {
    isAuthenticated: true,
    sessionId: core.sessionId,
    clientId: core.clientId,
    accessToken: core.accessToken,
    refreshToken: core.refreshToken,
    source: opts.source,
    embedded: opts.embedded,
    createdAt: now,
    lastSeenAt: now,
  });
}

export type SessionState = 'anonymous' | 'active' | 'expired';

export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

export function sessionState(s: SessionData, now: number, limits: SessionLimits): SessionState {
  if (!s.isAuthenticated || !s.accessToken) return 'anonymous';
  const created = s.createdAt ?? 0;
  const seen = s.lastSeenAt ?? created;
  if (now - seen > limits.idleMs || now - created > limits.absoluteMs) return 'expired';
  return 'active';
}

/** `__Host-` needs Secure, Path=/ and no Domain, which only holds over https. */
export function sessionOptions(secret: string, secure: boolean, absoluteMs: number): SessionOptions {
  return {
    password: secret,
    cookieName: secure ? '__Host-portal_session' : 'portal_session',
    ttl: Math.ceil(absoluteMs / 1000),
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

export function isHttps(forwardedProto: string | null, urlProtocol?: string): boolean {
  const proto = forwardedProto?.split(',')[0]?.trim() || urlProtocol?.replace(/:$/, '');
  return proto === 'https';
}

/** A post-login destination: a path on the portal (lib/safe-redirect.ts), never the login page itself. */
export function safeReturnTo(value: string | null | undefined): string {
  const path = safeRedirectPath(value);
  return path.startsWith('/login') ? '/' : path;
}
