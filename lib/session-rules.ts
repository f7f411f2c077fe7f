import type { SessionOptions } from 'iron-session';
import { safeRedirectPath } from './safe-redirect';
import type { ShellCustomer } from './types';

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
  /**
   * Read from the core once, at sign-in, so that the shell and the dashboard cost no core call per
   * page (lib/server/data/sign-in-snapshot.ts). Absent when that read failed: pages then ask the
   * core each time, as they would without it.
   */
  customer?: ShellCustomer;
  /** whether the dashboard reminds the customer to complete e-KYC, as of sign-in or their last Aadhaar step */
  ekycReminder?: boolean;
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

/** What sign-in reads of the customer besides the session itself; either part may be missing. */
export type SignInSnapshot = Pick<SessionData, 'customer' | 'ekycReminder'>;

/**
 * One place that turns the core's session into the portal's; the caller saves it. Whatever the
 * cookie held before is replaced, the previous customer's name and reminder included.
 */
export function beginSession(
  s: SessionData,
  core: CoreSession,
  opts: { source: string; embedded: boolean },
  snapshot: SignInSnapshot,
  now = Date.now(),
) {
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
    customer: snapshot.customer,
    ekycReminder: snapshot.ekycReminder,
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

/** The moment sessionState turns 'expired': the idle limit after the last touch, or the absolute one. */
export function sessionDeadline(s: SessionData, limits: SessionLimits): number {
  return sessionEnd(s, limits).expiresAt;
}

/**
 * The deadline, and whether it is the absolute one (`final`): then no activity and no 'Stay signed
 * in' can move it, and the warning says so instead of offering to stay.
 */
export function sessionEnd(s: SessionData, limits: SessionLimits): { expiresAt: number; final: boolean } {
  const created = s.createdAt ?? 0;
  const idleEnd = (s.lastSeenAt ?? created) + limits.idleMs;
  const absoluteEnd = created + limits.absoluteMs;
  return { expiresAt: Math.min(idleEnd, absoluteEnd), final: absoluteEnd <= idleEnd };
}

/**
 * `__Host-` needs Secure, Path=/ and no Domain, which only holds over https. The cookie lives as
 * long as the session may: iron-session's default takes a minute off the seal's lifetime, which
 * for a limit of a minute or less (a test set-up) would set a cookie that is gone on arrival.
 */
export function sessionOptions(secret: string, secure: boolean, absoluteMs: number): SessionOptions {
  const ttl = Math.ceil(absoluteMs / 1000);
  return {
    password: secret,
    cookieName: secure ? '__Host-portal_session' : 'portal_session',
    ttl,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: ttl },
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

const encoder = new TextEncoder();

/**
 * The server's signature on "this session has ended" (the core refused its token): a short HMAC
 * of the session id under the session secret. /login?expired=Y clears a live session only with
 * it, so a link from anyone else cannot log a customer out.
 */
export async function sessionEndProof(secret: string, sessionId: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`session-end:${sessionId}`));
  return Buffer.from(mac.slice(0, 16)).toString('base64url');
}

export async function isSessionEndProof(secret: string, sessionId: string | undefined, proof: string | null): Promise<boolean> {
  if (!sessionId || !proof) return false;
  const expected = await sessionEndProof(secret, sessionId);
  if (proof.length !== expected.length) return false;
  // Compare every character, so the time taken says nothing about how much of a guess was right.
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ proof.charCodeAt(i);
  return diff === 0;
}

/**
 * The login page's address: the expiry notice, the server's proof that the session ended, and the
 * page the customer was on, so logging in again takes them back there (never to /login itself).
 */
export function loginPath({ expired = false, end, from }: { expired?: boolean; end?: string; from?: string | null }): string {
  const q = new URLSearchParams();
  if (expired) q.set('expired', 'Y');
  if (end) q.set('end', end);
  const back = safeReturnTo(from);
  if (back !== '/') q.set('return_to', back);
  const query = q.toString();
  return query ? `/login?${query}` : '/login';
}

/** Where the server sends a customer whose session the core has ended, from the page they were on. */
export async function sessionEndedPath(secret: string, sessionId: string, from?: string | null): Promise<string> {
  return loginPath({ expired: true, end: await sessionEndProof(secret, sessionId), from });
}
