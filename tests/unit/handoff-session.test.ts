import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TechnicalError, UpstreamError } from '@/lib/server/errors';
import { upstreamUser } from './stub-core';

const callUpstream = vi.fn();
/** The core's answers after the hand-off itself: the customer for the shell, the e-KYC reminder. */
let afterHandoff: Record<string, () => unknown>;
const session: Record<string, unknown> & { destroy: () => void; save: () => Promise<void> } = {
  destroy: vi.fn(() => {
    for (const key of Object.keys(session)) if (key !== 'destroy' && key !== 'save') delete session[key];
  }),
  save: vi.fn(async () => undefined),
};

vi.mock('@/lib/server/gateway', () => ({
  callUpstream: async (contract: { path: string }, ...args: unknown[]) => {
    const after = afterHandoff[contract.path.split('/').slice(-2).join('/')];
    return after ? after() : callUpstream(contract, ...args);
  },
}));
vi.mock('@/lib/server/session', () => ({ getSession: async () => session }));
/** This browser's cookies: the language it chose before, and what the hand-off sets. */
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { value: jar.get(name) } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
  }),
  headers: async () => new Headers(),
}));
vi.mock('@/lib/server/env', () => import('./portal-env'));

const { completeHandoff } = await import('@/lib/server/data/handoff');

const linked = {
  sessionId: 'S1',
  clientId: 'C1',
  accessToken: 'A1',
  refreshToken: 'R1',
  source: 'APP',
  redirectPath: '/fund-switch?policyNo=12345678',
};

beforeEach(() => {
  vi.clearAllMocks();
  jar.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterHandoff = {
    'profile/details': () => upstreamUser(),
    'getNotification/Ekyc': () => ({ showAlert: true, kycStatus: 'PENDING' }),
  };
  Object.assign(session, { isAuthenticated: true, sessionId: 'OLD', embedded: false, pendingLogin: { transactionId: 'T' } });
});

describe('completeHandoff', () => {
  it("takes the app's language for the browser and the core, over one chosen here before", async () => {
    callUpstream.mockResolvedValue({ ...linked, preferredLanguage: 'en' });
    jar.set('lang', 'en');
    await completeHandoff({ payload: 'p' }, 'hi');
    expect(jar.get('lang')).toBe('hi');
    const saved = callUpstream.mock.calls.find(([c]) => (c as { path: string }).path.endsWith('/profile/language'));
    expect(saved?.[1]).toEqual({ sessionId: 'S1', language: 'hi' });
  });

  it("without the app's language, the browser takes the profile's and the core is not told again", async () => {
    callUpstream.mockResolvedValue({ ...linked, preferredLanguage: 'hi' });
    await completeHandoff({ payload: 'p' });
    expect(jar.get('lang')).toBe('hi');
    expect(callUpstream.mock.calls.some(([c]) => (c as { path: string }).path.endsWith('/profile/language'))).toBe(false);
  });

  it('replaces the session with an embedded one in the host source and goes to the named page', async () => {
    callUpstream.mockResolvedValue(linked);
    const query = { transactionId: 'TX', token: 'tok', source: 'APP' };
    expect(await completeHandoff(query)).toEqual({ ok: true, redirectTo: '/fund-switch?policyNo=12345678' });
    expect(callUpstream.mock.calls[0]![1]).toEqual(query);
    expect(callUpstream.mock.calls[0]![2]).toBeNull();
    expect(session).toMatchObject({ isAuthenticated: true, sessionId: 'S1', clientId: 'C1', source: 'APP', embedded: true });
    expect(session.pendingLogin).toBeUndefined();
    expect(session.createdAt).toBe(session.lastSeenAt);
    expect(session.save).toHaveBeenCalledTimes(1);
  });

  it("keeps the customer's name and e-KYC reminder from the start, so pages need not ask", async () => {
    callUpstream.mockResolvedValue(linked);
    await completeHandoff({ payload: 'p' });
    expect(session.customer).toEqual({
      firstName: 'Aarav',
      fullName: 'Aarav Sharma',
      initials: 'AS',
      profilePic: null,
      lastLogin: '2026-11-20T09:15:00',
    });
    expect(session.ekycReminder).toBe(true);
  });

  it('still opens the session when those reads fail, and the pages then ask the core', async () => {
    callUpstream.mockResolvedValue(linked);
    Object.assign(session, { customer: { firstName: 'Someone', fullName: 'Someone Else' }, ekycReminder: false });
    afterHandoff = {
      'profile/details': () => Promise.reject(new TechnicalError('timeout')),
      'getNotification/Ekyc': () => Promise.reject(new UpstreamError('No', 500)),
    };
    expect(await completeHandoff({ payload: 'p' })).toEqual({ ok: true, redirectTo: '/fund-switch?policyNo=12345678' });
    // Not the previous customer's: nothing, so the shell reads the core.
    expect(session.customer).toBeUndefined();
    expect(session.ekycReminder).toBeUndefined();
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/.//evil.example/x', '/%2e//evil.example/x', '/\\evil.example'])(
    'keeps the destination %s on this site',
    async (redirectPath) => {
      callUpstream.mockResolvedValue({ ...linked, redirectPath });
      expect(await completeHandoff({ payload: 'p' })).toEqual({ ok: true, redirectTo: '/' });
    },
  );

  it.each([new UpstreamError('Link expired', 400), new TechnicalError('timeout')])(
    'leaves the session the browser had when the core refuses (%s)',
    async (error) => {
      callUpstream.mockRejectedValue(error);
      expect(await completeHandoff({ payload: 'p' })).toEqual({ ok: false });
      expect(session.destroy).not.toHaveBeenCalled();
      expect(session.sessionId).toBe('OLD');
      expect(session.save).not.toHaveBeenCalled();
    },
  );

  it('does not call the core, or touch the session, for a query that is not a hand-off', async () => {
    expect(await completeHandoff(null)).toEqual({ ok: false });
    expect(callUpstream).not.toHaveBeenCalled();
    expect(session.destroy).not.toHaveBeenCalled();
    expect(session.sessionId).toBe('OLD');
  });

  describe('over a live session', () => {
    const live = (embedded: boolean, clientId: string) =>
      Object.assign(session, { accessToken: 'OLD-T', clientId, embedded, createdAt: Date.now(), lastSeenAt: Date.now() });

    it('keeps a browser signed in as another customer, and ends the new session at the core', async () => {
      live(false, 'C-OTHER');
      callUpstream.mockImplementation(async (contract: { path: string }) => (contract.path.endsWith('/logout') ? {} : linked));
      expect(await completeHandoff({ payload: 'p' })).toEqual({ ok: false, kept: true });
      expect(session).toMatchObject({ sessionId: 'OLD', clientId: 'C-OTHER', embedded: false });
      expect(session.save).not.toHaveBeenCalled();
      const [contract, body, auth] = callUpstream.mock.calls.at(-1)!;
      expect([contract.path.endsWith('/logout'), body, auth]).toEqual([
        true,
        { sessionId: 'S1' },
        { accessToken: 'A1', source: 'APP' },
      ]);
    });

    it.each([
      ['the web view’s session of another customer', true, 'C-OTHER'],
      ['a browser session of the same customer', false, 'C1'],
    ])('replaces %s', async (_what, embedded, clientId) => {
      live(embedded, clientId);
      callUpstream.mockResolvedValue(linked);
      expect(await completeHandoff({ payload: 'p' })).toEqual({ ok: true, redirectTo: '/fund-switch?policyNo=12345678' });
      expect(session).toMatchObject({ sessionId: 'S1', clientId: 'C1', embedded: true });
    });
  });
});
