import { describe, expect, it } from 'vitest';
import { hasContentType, isSameOrigin } from '@/lib/server/same-origin';
import { PAGE_HEADERS } from './page-request';

const req = (headers: Record<string, string>) => new Request('http://portal/api/track', { method: 'POST', headers });

describe('a state-changing request from the portal’s own pages', () => {
  it('is one whose browser says same-origin and whose Origin is the host it was sent to', () => {
    expect(isSameOrigin(req(PAGE_HEADERS))).toBe(true);
    // An older browser without Fetch Metadata: the Origin alone decides.
    expect(isSameOrigin(req({ origin: 'http://portal', host: 'portal' }))).toBe(true);
    // Behind a proxy that names the public host.
    expect(
      isSameOrigin(req({ origin: 'https://portal.example', host: '10.0.0.5:3000', 'x-forwarded-host': 'portal.example' })),
    ).toBe(true);
  });

  it('is not one from a sibling origin of the same site, another site, or with no Origin at all', () => {
    expect(isSameOrigin(req({ ...PAGE_HEADERS, 'sec-fetch-site': 'same-site', origin: 'http://shop.portal' }))).toBe(false);
    expect(isSameOrigin(req({ ...PAGE_HEADERS, origin: 'http://shop.portal' }))).toBe(false);
    expect(isSameOrigin(req({ ...PAGE_HEADERS, 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isSameOrigin(req({ host: 'portal' }))).toBe(false);
    expect(isSameOrigin(req({ origin: 'null', host: 'portal' }))).toBe(false);
  });

  it('reads the body type without its parameters, and nothing else passes for it', () => {
    expect(hasContentType(req({ 'content-type': 'application/json; charset=utf-8' }), 'application/json')).toBe(true);
    expect(hasContentType(req({ 'content-type': 'text/plain' }), 'application/json')).toBe(false);
    expect(hasContentType(req({}), 'multipart/form-data')).toBe(false);
  });
});
