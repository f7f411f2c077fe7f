import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TechnicalError, UpstreamError } from '@/lib/server/errors';

const callUpstream = vi.fn();
const session: Record<string, unknown> & { destroy: () => void; save: () => Promise<void> } = {
  destroy: vi.fn(() => {
    for (const key of Object.keys(session)) if (key !== 'destroy' && key !== 'save') delete session[key];
  }),
  save: vi.fn(async () => undefined),
};

vi.mock('@/lib/server/gateway', () => ({ callUpstream: (...args: unknown[]) => callUpstream(...args) }));
vi.mock('@/lib/server/session', () => ({ getSession: async () => session }));

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
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  Object.assign(session, { isAuthenticated: true, sessionId: 'OLD', embedded: false, pendingLogin: { transactionId: 'T' } });
});

describe('completeHandoff', () => {
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

  it.each(['//evil.example/x', 'https://evil.example/', '/.//evil.example/x', '/%2e//evil.example/x', '/\\evil.example'])(
    'keeps the destination %s on this site',
    async (redirectPath) => {
      callUpstream.mockResolvedValue({ ...linked, redirectPath });
      expect(await completeHandoff({ payload: 'p' })).toEqual({ ok: true, redirectTo: '/' });
    },
  );

  it.each([new UpstreamError('Link expired', 400), new TechnicalError('timeout')])(
    'fails closed, dropping the old session, when the core refuses (%s)',
    async (error) => {
      callUpstream.mockRejectedValue(error);
      expect(await completeHandoff({ payload: 'p' })).toEqual({ ok: false });
      expect(session.destroy).toHaveBeenCalled();
      expect(session.isAuthenticated).toBeUndefined();
      expect(session.save).not.toHaveBeenCalled();
    },
  );

  it('does not call the core for a query that is not a hand-off', async () => {
    expect(await completeHandoff(null)).toEqual({ ok: false });
    expect(callUpstream).not.toHaveBeenCalled();
    expect(session.sessionId).toBeUndefined();
  });
});
