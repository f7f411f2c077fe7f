import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KeyRing, seal } from '@portal/contracts/envelope';
import { setEnv } from './portal-env';
import { standInCore } from './stand-in-core';

/* The probes against a stand-in core on loopback: what it answers decides readiness. */
vi.mock('@/lib/server/env', () => import('./portal-env'));

let answer: 'banners' | 'garbage' | 'silence' = 'banners';
const KEY = Buffer.alloc(32);
const core = standInCore((req, res) => {
  if (answer === 'silence') return; // never answers: the probe's own deadline must end the wait
  res.setHeader('Content-Type', 'application/json');
  const responseData = answer === 'garbage' ? 'not-a-sealed-envelope' : seal({ code: 200, message: '', data: [] }, KEY);
  res.end(JSON.stringify({ responseData }));
});
beforeEach(() => {
  answer = 'banners';
  // The probe waits at most UPSTREAM_TIMEOUT_MS when that is shorter than its own 2 s.
  setEnv({ upstreamUrl: core.url(), envelopeKeys: KeyRing.of(KEY), timeoutMs: 300 });
});

const { GET: health } = await import('@/app/api/health/route');
const { GET: ready } = await import('@/app/api/ready/route');

describe('GET /api/health', () => {
  it('answers 200 with nothing but its status, never stored', async () => {
    const res = health();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/ready', () => {
  it('is ready when the core answers a sealed reply that opens', async () => {
    const res = await ready();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('is not ready, saying why, when the core is silent past the deadline', async () => {
    answer = 'silence';
    const res = await ready();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not ready', reason: 'the core did not answer within 0.3 s' });
  });

  it('is not ready when the core’s reply does not open: the envelope keys differ', async () => {
    answer = 'garbage';
    const res = await ready();
    expect(res.status).toBe(503);
    expect((await res.json()).reason).toBe('the core answered, but its answer could not be opened');
  });

  it('is not ready when nothing listens at the core’s address, and names no address or key', async () => {
    setEnv({ upstreamUrl: 'http://127.0.0.1:9', envelopeKeys: KeyRing.of(KEY), timeoutMs: 300 });
    const res = await ready();
    expect(res.status).toBe(503);
    const body = JSON.stringify(await res.json());
    expect(body).not.toMatch(/127\.0\.0\.1|:9\b|http/);
  });
});
