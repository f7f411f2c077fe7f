import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { setEnv } from './portal-env';

vi.mock('@/lib/server/env', () => import('./portal-env'));

const HSTS = 'max-age=31536000; includeSubDomains';

async function hsts(publicUrl: string, headers: Record<string, string> = {}) {
  setEnv({ publicUrl });
  const res = await proxy(new NextRequest('http://portal.internal:3000/login', { headers }));
  return res.headers.get('strict-transport-security');
}

describe('Strict-Transport-Security on pages', () => {
  it('is sent when the portal is configured with an https address, even if the TLS proxy forgets X-Forwarded-Proto', async () => {
    expect(await hsts('https://portal.example')).toBe(HSTS);
  });

  it('is sent when a TLS proxy says the request came over https', async () => {
    expect(await hsts('http://localhost:3000', { 'x-forwarded-proto': 'https' })).toBe(HSTS);
  });

  it('is not sent over plain http, where it would mean nothing', async () => {
    expect(await hsts('http://localhost:3000')).toBeNull();
  });
});
