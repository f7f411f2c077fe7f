import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

/* A session cookie the portal cannot open (tampered, truncated, another format) is no session. */
vi.mock('@/lib/server/env', () => import('./portal-env'));

const UNREADABLE = ['Fe27.2*1*a*b*c*d*e*f', 'x*1*a*b*c*d*e*f', 'Fe26.2*1*a*b*c*d*e*f~2'];
const visit = (path: string, seal: string) =>
  proxy(new NextRequest(`http://localhost${path}`, { headers: { cookie: `portal_session=${seal}; other=1` } }));

describe('an unreadable session cookie', () => {
  it.each(UNREADABLE)('%s: /login opens as for a visitor, and the browser is told to drop the cookie', async (seal) => {
    const res = await visit('/login', seal);
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('portal_session='));
    expect(cleared).toMatch(/^portal_session=;.*Expires=Thu, 01 Jan 1970/i);
  });

  it.each(UNREADABLE)('%s: a signed-in page sends the visitor to the login, not to an error', async (seal) => {
    const res = await visit('/download', seal);
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get('location')!).pathname).toBe('/login');
  });
});
