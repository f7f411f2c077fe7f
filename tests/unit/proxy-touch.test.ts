import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import * as iron from 'iron-session';
import { proxy } from '@/proxy';
import { readSealedSession } from '@/lib/session-read';
import { TOUCH_EVERY_MS, type SessionData } from '@/lib/session-rules';

// Every opening of a seal, counted: the proxy and the page should open a cookie once between them.
vi.mock('iron-session', async (original) => {
  const actual = await original<typeof import('iron-session')>();
  return { ...actual, unsealData: vi.fn(actual.unsealData) };
});

const SECRET = 'a-test-session-secret-of-32-chars-or-more';
const TTL = 8 * 3600;

beforeAll(() => {
  Object.assign(process.env, { SESSION_SECRET: SECRET, SESSION_IDLE_MINUTES: '15', SESSION_ABSOLUTE_HOURS: '8' });
});
beforeEach(() => {
  vi.mocked(iron.unsealData).mockClear();
});

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
  return res.cookies.get('portal_session')?.value;
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

  it('opens the old cookie once, and the page behind it reads the new one without opening it', async () => {
    const rewritten = await visit('/', lastSeen(TOUCH_EVERY_MS + 1_000));
    expect(vi.mocked(iron.unsealData)).toHaveBeenCalledTimes(1);
    expect(await readSealedSession(rewritten, SECRET, TTL)).toMatchObject({ sessionId: 'S1', customer: { firstName: 'Aarav' } });
    expect(vi.mocked(iron.unsealData)).toHaveBeenCalledTimes(1);
  });

  it('remembers the new cookie for its own secret only', async () => {
    const rewritten = await visit('/', lastSeen(TOUCH_EVERY_MS + 1_000));
    expect(await readSealedSession(rewritten, 'another-secret-of-at-least-32-characters', TTL)).toEqual({});
  });
});
