import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getIronSession, type IronSession } from 'iron-session';
import { getEnv } from './env';
import { isHttps, sessionOptions, sessionState, type SessionData } from '../session-rules';

export async function getSessionOptions() {
  const env = getEnv();
  const h = await headers();
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

/**
 * The data-access layer's gate: every page, route handler and action calls this,
 * whatever the proxy already decided. Without a live session it goes to login,
 * back to the page the proxy said the customer asked for.
 */
export const requireAuth = cache(async (): Promise<AuthContext> => {
  const env = getEnv();
  const s = await getSession();
  const state = sessionState(s, Date.now(), { idleMs: env.idleMs, absoluteMs: env.absoluteMs });
  if (state === 'expired') redirect('/login?expired=Y');
  if (state === 'anonymous' || !s.sessionId || !s.clientId || !s.accessToken) {
    const path = (await headers()).get('x-portal-path');
    redirect(path ? `/login?return_to=${encodeURIComponent(path)}` : '/login');
  }
  return {
    sessionId: s.sessionId,
    clientId: s.clientId,
    accessToken: s.accessToken,
    source: s.source,
    embedded: Boolean(s.embedded),
  };
});
