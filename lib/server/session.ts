import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getIronSession, type IronSession } from 'iron-session';
import { getEnv } from './env';
import { isHttps, loginPath, sessionOptions, sessionState, type SessionData, type SignInSnapshot } from '../session-rules';
import type { ShellCustomer } from '../types';

export async function getSessionOptions() {
  // Reading the request first keeps every caller dynamic, so nothing needs configuration at build time.
  const h = await headers();
  const env = getEnv();
  return sessionOptions(env.sessionSecret, isHttps(h.get('x-forwarded-proto')), env.absoluteMs);
}

/**
 * The session in this request's cookie, opened once per request: every page and action checks it,
 * and the steps that change it (login, logout, hand-off, a new picture) save or destroy it.
 */
export const getSession = cache(async (): Promise<IronSession<SessionData>> => {
  const [jar, options] = await Promise.all([cookies(), getSessionOptions()]);
  return getIronSession<SessionData>(jar, options);
});

/** The OTP step of a login under way, as the login page shows it after a refresh. */
export interface PendingLoginView {
  maskedMobile: string;
  /** whole seconds until 'Resend OTP' is allowed, 0 once it is */
  resendIn: number;
}

/** Read here rather than in the page, so the page renders the same from the same data. */
export async function getPendingLogin(): Promise<PendingLoginView | null> {
  const pending = (await getSession()).pendingLogin;
  if (!pending) return null;
  const resendAt = pending.sentAt + pending.resendAfterSeconds * 1000;
  return { maskedMobile: pending.maskedMobile, resendIn: Math.max(0, Math.ceil((resendAt - Date.now()) / 1000)) };
}

/** The same session, for code that only reads it. */
export const readSession = (): Promise<Readonly<SessionData>> => getSession();

export interface AuthContext {
  sessionId: string;
  clientId: string;
  accessToken: string;
  source: string | undefined;
  embedded: boolean;
  /**
   * How long the session had left, when this request read it, before it ends whatever the customer
   * does (login + the absolute limit), ms.
   */
  absoluteLeftMs: number;
  /** as read at sign-in (lib/server/data/sign-in-snapshot.ts); undefined when that read failed */
  customer: ShellCustomer | undefined;
  ekycReminder: boolean | undefined;
}

/** The signed-in customer, or null: for route handlers that answer 401 instead of redirecting. */
export const getAuth = cache(async (): Promise<AuthContext | null> => {
  const s = await readSession();
  const env = getEnv();
  // Read once per request, here rather than in a component: rendering stays a pure function of its data.
  const now = Date.now();
  const state = sessionState(s, now, { idleMs: env.idleMs, absoluteMs: env.absoluteMs });
  if (state !== 'active' || !s.sessionId || !s.clientId || !s.accessToken) return null;
  return {
    sessionId: s.sessionId,
    clientId: s.clientId,
    accessToken: s.accessToken,
    source: s.source,
    embedded: Boolean(s.embedded),
    absoluteLeftMs: (s.createdAt ?? 0) + env.absoluteMs - now,
    customer: s.customer,
    ekycReminder: s.ekycReminder,
  };
});

/**
 * The data-access layer's gate: every page, route handler and action calls this,
 * whatever the proxy already decided. Without a live session it goes to login,
 * back to the page the proxy said the customer asked for.
 */
export const requireAuth = cache(async (): Promise<AuthContext> => {
  const auth = await getAuth();
  if (auth) return auth;
  const s = await readSession();
  const path = (await headers()).get('x-portal-path');
  redirect(loginPath({ expired: s.isAuthenticated, from: path }));
});

/**
 * A change the customer made here, written into what the session remembers from sign-in, so the
 * next page shows it (a new picture, e-KYC no longer pending). Only for a live session: the
 * change was made through requireAuth, and a session that ended meanwhile stays ended.
 */
export async function rememberInSession(change: SignInSnapshot): Promise<void> {
  await requireAuth();
  const session = await getSession();
  Object.assign(session, change);
  await session.save();
}
