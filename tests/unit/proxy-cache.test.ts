import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { sealData } from 'iron-session';
import { proxy } from '@/proxy';
import { SESSION_SECRET } from './portal-env';

const SECRET = SESSION_SECRET;

vi.mock('@/lib/server/env', () => import('./portal-env'));

async function visit(path: string) {
  const session = {
    isAuthenticated: true,
    sessionId: 'S1',
    clientId: 'C1',
    accessToken: 'A1',
    createdAt: Date.now(),
    lastSeenAt: Date.now(),
  };
  const cookie = await sealData(session, { password: SECRET, ttl: 8 * 3600 });
  return proxy(new NextRequest(`http://localhost${path}`, { headers: { cookie: `portal_session=${cookie}` } }));
}

describe('the proxy’s Cache-Control', () => {
  it('keeps pages and other routes out of every cache', async () => {
    for (const path of ['/', '/manage-profile', '/api/uploads', '/api/profile-image/x']) {
      expect((await visit(path)).headers.get('cache-control')).toBe('no-store');
    }
  });

  it('leaves the profile picture’s own private, versioned caching alone', async () => {
    expect((await visit('/api/profile-image?v=abc')).headers.get('cache-control')).toBeNull();
  });
});
