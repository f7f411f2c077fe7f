import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionExpiredError } from '@/lib/server/errors';
import { PAGE_HEADERS } from './page-request';

/*
 * /api/session with the session and the core's profile read stubbed: the status call reports the
 * deadline without renewing it; 'Stay signed in' renews it here and at the core, from the portal only.
 */
const MIN = 60_000;
const state = {
  signedIn: true,
  data: { isAuthenticated: true, sessionId: 'S1', accessToken: 'A1', createdAt: 0, lastSeenAt: 0 } as Record<string, unknown>,
  saved: 0,
  destroyed: 0,
  profile: async (): Promise<unknown> => ({}),
};

vi.mock('@/lib/server/env', () => ({ getEnv: () => ({ idleMs: 15 * MIN, absoluteMs: 8 * 60 * MIN }) }));
vi.mock('@/lib/server/data/profile', () => ({ getProfileDetails: () => state.profile() }));
vi.mock('@/lib/server/session', () => ({
  getAuth: async () => (state.signedIn ? { sessionId: 'S1' } : null),
  readSession: async () => ({ ...state.data }),
  getSession: async () =>
    Object.assign(state.data, {
      save: async () => void (state.saved += 1),
      destroy: () => void (state.destroyed += 1),
    }),
}));

const { GET, POST } = await import('@/app/api/session/route');
const post = (site: string) =>
  POST(new Request('http://portal/api/session', { method: 'POST', headers: { ...PAGE_HEADERS, 'sec-fetch-site': site } }));

beforeEach(() => {
  const now = Date.now();
  Object.assign(state, { signedIn: true, saved: 0, destroyed: 0, profile: async () => ({}) });
  state.data = {
    isAuthenticated: true,
    sessionId: 'S1',
    accessToken: 'A1',
    createdAt: now - 20 * MIN,
    lastSeenAt: now - 10 * MIN,
  };
});

describe('/api/session', () => {
  it('GET answers the idle deadline, uncached, without renewing it', async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'final', 'now']);
    expect(body.expiresAt).toBe((state.data.lastSeenAt as number) + 15 * MIN);
    expect(body.final).toBe(false);
    expect(state.saved).toBe(0);
  });

  it('POST renews the session and answers the new deadline', async () => {
    const before = Date.now();
    const res = await post('same-origin');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(state.saved).toBe(1);
    expect(body.expiresAt).toBeGreaterThanOrEqual(before + 15 * MIN);
  });

  it('refuses a renewal sent from another site', async () => {
    expect((await post('cross-site')).status).toBe(403);
    expect((await post('same-site')).status).toBe(403);
    // No Origin at all is no page's request either.
    const bare = await POST(new Request('http://portal/api/session', { method: 'POST', headers: { host: 'portal' } }));
    expect(bare.status).toBe(403);
    expect(state.saved).toBe(0);
  });

  it('answers 401 once the session has ended', async () => {
    state.signedIn = false;
    expect((await GET()).status).toBe(401);
    expect((await post('same-origin')).status).toBe(401);
    expect(state.saved).toBe(0);
  });

  it('ends the session when the core has ended it', async () => {
    state.profile = async () => {
      throw new SessionExpiredError();
    };
    expect((await post('same-origin')).status).toBe(401);
    expect(state.destroyed).toBe(1);
    expect(state.saved).toBe(0);
  });

  it('still renews when the core cannot be reached', async () => {
    state.profile = async () => {
      throw new Error('timeout');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await post('same-origin')).status).toBe(200);
    expect(state.saved).toBe(1);
  });
});
