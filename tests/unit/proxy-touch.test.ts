import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import * as iron from 'iron-session';
import { proxy } from '@/proxy';
import { SESSION_SECRET } from './portal-env';
import { responseCookie } from './response-cookie';
import { type SessionData } from '@/lib/session-rules';
import { touchEveryMs } from '@/lib/session-cadence';

const SECRET = SESSION_SECRET;
const TTL = 8 * 3600;
/** portal-env's idle limit is 15 minutes: the proxy touches at most every half minute */
const TOUCH_EVERY_MS = touchEveryMs(15 * 60_000);

vi.mock('@/lib/server/env', () => import('./portal-env'));

const lastSeen = (agoMs: number): SessionData => ({
  isAuthenticated: true,
  sessionId: 'S1',
  clientId: 'C1',
  accessToken: 'A1',
  createdAt: Date.now() - 60 * 60_000,
  lastSeenAt: Date.now() - agoMs,
  customer: { firstName: 'Aarav', fullName: 'Aarav Sharma', initials: 'AS', profilePic: null, lastLogin: null },
});

async function visit(path: string, session: SessionData) {
  const seal = await iron.sealData(session, { password: SECRET, ttl: TTL });
  const res = await proxy(new NextRequest(`http://localhost${path}`, { headers: { cookie: `portal_session=${seal}` } }));
  return responseCookie(res, 'portal_session');
}

describe('the proxy keeps an active session’s idle timer fresh', () => {
  it('rewrites a cookie last seen over half a minute ago: same session, seen now', async () => {
    const before = lastSeen(TOUCH_EVERY_MS + 1_000);
    const rewritten = await visit('/policy-details/10000001', before);
    expect(rewritten).toBeTruthy();
    const opened = await iron.unsealData<SessionData>(rewritten!, { password: SECRET, ttl: TTL });
    expect(opened).toEqual({ ...before, lastSeenAt: expect.any(Number) });
    expect(Date.now() - opened.lastSeenAt!).toBeLessThan(5_000);
  });

  it('leaves a recently seen cookie alone, and a status check never renews it', async () => {
    expect(await visit('/', lastSeen(5_000))).toBeUndefined();
    expect(await visit('/api/session', lastSeen(TOUCH_EVERY_MS + 1_000))).toBeUndefined();
  });

  it('seals a rewritten cookie with the portal’s secret only', async () => {
    const rewritten = await visit('/', lastSeen(TOUCH_EVERY_MS + 1_000));
    expect(await iron.unsealData(rewritten!, { password: 'another-secret-of-at-least-32-characters', ttl: TTL })).toEqual({});
  });
});
