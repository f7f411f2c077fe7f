import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getIronSession, type IronSession } from 'iron-session';
import { getEnv } from './env';
import { isHttps, sessionOptions, sessionState, type SessionData } from '../session-rules';

export async function getSessionOptions() {
  // Reading the request first keeps every caller dynamic, so nothing needs configuration at build time.
  const h = await headers();
  const env = getEnv();
  return sessionOptions(env.sessionSecret, isHttps(h.get('x-forwarded-proto')), env.absoluteMs);
}

/** The raw session for this request (read once per render). */
export const getSession = cache(async (): Promise<IronSession<SessionData>> => {
  return getIronSession<SessionData>(await cookies(), await getSessionOptions());
});

export interface AuthContext {
  sessionId: string;
  clientId: string;
  accessToken: string;
  source: string | undefined;
  embedded: boolean;
}

/** The signed-in customer, or null: for route handlers that answer 401 instead of redirecting. */
export const getAuth = cache(async (): Promise<AuthContext | null> => {
  const s = await getSession();
  const env = getEnv();
  const state = sessionState(s, Date.now(), { idleMs: env.idleMs, absoluteMs: env.absoluteMs });
  if (state !== 'active' || !s.sessionId || !s.clientId || !s.accessToken) return null;
  return {
    sessionId: s.sessionId,
    clientId: s.clientId,
    accessToken: s.accessToken,
    source: s.source,
    embedded: Boolean(s.embedded),
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
  const s = await getSession();
  if (s.isAuthenticated) redirect('/login?expired=Y');
  const path = (await headers()).get('x-portal-path');
  redirect(path && path !== '/' ? `/login?return_to=${encodeURIComponent(path)}` : '/login');
});
