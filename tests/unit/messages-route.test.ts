import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import hi from '@/messages/hi.json';

// The request's language is next-intl's to find (the `lang` cookie); here the page is Hindi.
vi.mock('next-intl/server', () => ({ getMessages: async () => hi }));

const { GET } = await import('@/app/api/messages/route');
const get = (query: string) => GET(new NextRequest(`http://portal.test/api/messages${query}`));

describe('GET /api/messages', () => {
  it("gives the asked namespaces in the page's language", async () => {
    const res = await get('?ns=sessionExpiry,profileImage');
    expect(res.status).toBe(200);
    const body = (await res.json()) as typeof hi;
    expect(Object.keys(body)).toEqual(['sessionExpiry', 'profileImage']);
    expect(body.sessionExpiry.title).toBe(hi.sessionExpiry.title);
  });

  it('gives nothing but the namespaces fetched on demand', async () => {
    expect((await get('?ns=login')).status).toBe(400);
    expect((await get('?ns=profileImage,language')).status).toBe(400);
    expect((await get('')).status).toBe(400);
  });
});
