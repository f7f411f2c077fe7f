import { sealData } from 'iron-session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSealedSession } from '@/lib/session-read';

const password = 'p'.repeat(40);
const signedIn = { isAuthenticated: true, sessionId: 'S1', accessToken: 'T1', createdAt: 1, lastSeenAt: 1 };

describe('reading the session cookie', () => {
  it('opens a seal, and the same seal again to the same data', async () => {
    const seal = await sealData(signedIn, { password, ttl: 60 });
    const first = await readSealedSession(seal, password, 60);
    expect(first).toMatchObject({ sessionId: 'S1', accessToken: 'T1' });
    expect(await readSealedSession(seal, password, 60)).toBe(first);
  });

  it('hands out data no caller can change for the next request', async () => {
    const seal = await sealData({ ...signedIn, pendingLogin: { transactionId: 'X' } }, { password, ttl: 60 });
    const data = await readSealedSession(seal, password, 60);
    expect(() => Object.assign(data, { accessToken: 'other' })).toThrow();
    expect(Object.isFrozen(data.pendingLogin)).toBe(true);
  });

  it('gives nothing for a missing, tampered or foreign seal, even after a good one was read', async () => {
    const seal = await sealData(signedIn, { password, ttl: 60 });
    await readSealedSession(seal, password, 60);
    expect(await readSealedSession(undefined, password, 60)).toEqual({});
    expect(await readSealedSession(`${seal.slice(0, -6)}AAAA~2`, password, 60)).toEqual({});
    expect(await readSealedSession(seal, 'q'.repeat(40), 60)).toEqual({});
  });

  afterEach(() => vi.useRealTimers());

  it('stops at the seal’s own expiry', async () => {
    const seal = await sealData(signedIn, { password, ttl: 60 });
    expect(await readSealedSession(seal, password, 60)).toMatchObject({ sessionId: 'S1' });
    // Past the seal's 60 s and iron's 60 s of allowed clock skew.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 125_000);
    expect(await readSealedSession(seal, password, 60)).toEqual({});
  });
});
