import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { sealData } from 'iron-session';
import { proxy } from '@/proxy';
import { SESSION_SECRET } from './portal-env';
import { responseCookie } from './response-cookie';
import { loginPath, sessionEndProof, sessionEndedPath, type SessionData } from '@/lib/session-rules';

const SECRET = SESSION_SECRET;
const MINUTE = 60_000;

vi.mock('@/lib/server/env', () => import('./portal-env'));

async function visit(path: string, session: SessionData) {
  const cookie = await sealData(session, { password: SECRET, ttl: 8 * 3600 });
  const res = await proxy(new NextRequest(`http://localhost${path}`, { headers: { cookie: `portal_session=${cookie}` } }));
  return { res, cleared: responseCookie(res, 'portal_session') === '' };
}

const live = (): SessionData => ({
  isAuthenticated: true,
  sessionId: 'S1',
  clientId: 'C1',
  accessToken: 'A1',
  createdAt: Date.now(),
  lastSeenAt: Date.now(),
});

describe('/login?expired=Y', () => {
  it('shows the notice to a live session without ending it (a link is not a logout)', async () => {
    expect((await visit('/login?expired=Y', live())).cleared).toBe(false);
    expect((await visit('/login?expired=Y&end=forged', live())).cleared).toBe(false);
  });

  it('does not accept another session’s proof', async () => {
    const other = await sessionEndProof(SECRET, 'S2');
    expect((await visit(`/login?expired=Y&end=${other}`, live())).cleared).toBe(false);
  });

  it('does not accept a proof made with another secret', async () => {
    const forged = await sessionEndProof('someone-elses-secret-of-32-characters!', 'S1');
    expect((await visit(`/login?expired=Y&end=${forged}`, live())).cleared).toBe(false);
  });

  it('ends the session when the server signed its end (the core refused the token)', async () => {
    const { res, cleared } = await visit(await sessionEndedPath(SECRET, 'S1'), live());
    expect(cleared).toBe(true);
    expect(res.headers.get('location')).toBeNull();
  });

  it('ends a session that is past its idle or absolute limit', async () => {
    const idle = { ...live(), lastSeenAt: Date.now() - 16 * MINUTE };
    expect((await visit('/login?expired=Y', idle)).cleared).toBe(true);
    const old = { ...live(), createdAt: Date.now() - 9 * 60 * MINUTE };
    expect((await visit('/login?expired=Y', old)).cleared).toBe(true);
  });
});

describe('an ended session returns the customer to the page they were on', () => {
  it('names the page in the signed address, and logging in goes back there', async () => {
    const path = await sessionEndedPath(SECRET, 'S1', '/service-request?tab=SR');
    expect(new URL(path, 'http://x').searchParams.get('return_to')).toBe('/service-request?tab=SR');
    expect((await visit(path, live())).cleared).toBe(true);
  });

  it('never sends them back to the login page or off the portal', () => {
    expect(loginPath({ expired: true, from: '/login?expired=Y' })).toBe('/login?expired=Y');
    expect(loginPath({ from: 'https://evil.example/x' })).toBe('/login');
    expect(loginPath({ from: '/' })).toBe('/login');
    expect(loginPath({ expired: true, from: '/download' })).toBe('/login?expired=Y&return_to=%2Fdownload');
  });
});
