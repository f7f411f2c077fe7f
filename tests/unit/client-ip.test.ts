import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIpFrom } from '@/lib/server/client-ip';
import { recordPeerAddresses } from '@/lib/server/peer-address';

/*
 * The address the core's per-address OTP limit counts, as a real server sees it: the hook
 * (instrumentation.ts) writes each connection's peer before anything else reads the request, and
 * clientIpFrom decides what to believe. Requests come from 127.0.0.1, so that is the peer.
 */
let server: Server;
let hops = 0;

beforeAll(async () => {
  recordPeerAddresses();
  server = createServer((req, res) => {
    const h = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') h.set(name, value);
    res.end(JSON.stringify({ ip: clientIpFrom(h, hops) ?? null }));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

/** What the server took for the client's address, with these request headers and trusted hops. */
function addressSeen(headers: Record<string, string>, trusted = 0): Promise<string | null> {
  hops = trusted;
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve((JSON.parse(body) as { ip: string | null }).ip));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the client address, with no proxy in front (TRUSTED_PROXY_HOPS=0)', () => {
  it('is the connection’s peer, whatever X-Forwarded-For or X-Real-IP the client sends', async () => {
    expect(await addressSeen({})).toBe('127.0.0.1');
    expect(await addressSeen({ 'x-forwarded-for': '198.51.100.1' })).toBe('127.0.0.1');
    expect(await addressSeen({ 'x-forwarded-for': '198.51.100.1, 198.51.100.2', 'x-real-ip': '198.51.100.3' })).toBe('127.0.0.1');
  });

  it('cannot be forged through the header the hook writes', async () => {
    expect(await addressSeen({ 'x-portal-peer': 'guess 198.51.100.1' })).toBe('127.0.0.1');
  });
});

describe('the client address behind trusted proxies that append to X-Forwarded-For', () => {
  it('is the entry the outermost trusted proxy appended, not what the client wrote before it', async () => {
    // nginx ($proxy_add_x_forwarded_for) appends the address it was reached from.
    expect(await addressSeen({ 'x-forwarded-for': '203.0.113.7' }, 1)).toBe('203.0.113.7');
    expect(await addressSeen({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }, 1)).toBe('203.0.113.7');
    expect(await addressSeen({ 'x-forwarded-for': ' 198.51.100.1 ,2001:db8::7 ' }, 1)).toBe('2001:db8::7');
    // A load balancer in front of nginx: two trusted hops, the client is second from the right.
    expect(await addressSeen({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 10.0.0.5' }, 2)).toBe('203.0.113.7');
  });

  it('is the peer when the list is shorter than the proxies that should have written it', async () => {
    expect(await addressSeen({}, 1)).toBe('127.0.0.1');
    expect(await addressSeen({ 'x-forwarded-for': '203.0.113.7' }, 2)).toBe('127.0.0.1');
  });

  it('is nothing rather than something that is not an address (the core then counts per number)', async () => {
    expect(await addressSeen({ 'x-forwarded-for': '198.51.100.1, unknown' }, 1)).toBeNull();
    expect(await addressSeen({ 'x-forwarded-for': `198.51.100.1, ${'1'.repeat(80)}` }, 1)).toBeNull();
  });
});

describe('a request the hook did not see', () => {
  it('has no peer: a header of the hook’s name written by anyone else is not believed', () => {
    expect(clientIpFrom(new Headers({ 'x-portal-peer': 'guess 198.51.100.1' }), 0)).toBeUndefined();
  });
});
