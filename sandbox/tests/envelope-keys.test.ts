import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '@portal/contracts';
import { envelopeKey, KeyRing, openWithKey, seal, type EnvelopeKey } from '@portal/contracts/envelope';
import { startSandbox, type Sandbox } from '../http/server';

/**
 * The core during a key rotation: it answers under the key a call came in, so the portal's
 * instances may switch keys in any order, and a tester may change its keys while it runs.
 */
const a = envelopeKey(randomBytes(32), 'k2026a');
const b = envelopeKey(randomBytes(32), 'k2026b');
const c = envelopeKey(randomBytes(32), 'k2026c');
const text = (k: EnvelopeKey) => `${k.kid}:${k.key.toString('base64url')}`;
const callerRing = new KeyRing([a, b, c]);
let sb: Sandbox;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-keys-'));
  sb = await startSandbox({ port: 0, dataDir, key: new KeyRing([b, a]) });
});
afterAll(async () => {
  await sb.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** verifyRecaptcha sealed under `key` (a bare Buffer: no kid); the answer's status and the kid it came under. */
async function post(key: EnvelopeKey | Buffer) {
  const res = await fetch(`${sb.url}${user.verifyRecaptcha.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Source: 'CP' },
    body: JSON.stringify({ requestData: seal({ token: 'sandbox-captcha-ok' }, key) }),
  });
  const body = (await res.json()) as { responseData?: string };
  return { status: res.status, kid: body.responseData ? openWithKey(body.responseData, callerRing).kid : undefined };
}

async function banners(accept?: string) {
  const res = await fetch(`${sb.url}${user.preloginBanners.path}`, {
    headers: { Source: 'CP', ...(accept ? { 'Accept-Key-Id': accept } : {}) },
  });
  return openWithKey(((await res.json()) as { responseData: string }).responseData, callerRing).kid;
}

const admin = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
  const res = await fetch(`${sb.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('the core’s envelope keys', () => {
  it('answers under the key the request came in, current or not', async () => {
    expect(await post(a)).toEqual({ status: 200, kid: 'k2026a' });
    expect(await post(b)).toEqual({ status: 200, kid: 'k2026b' });
  });

  it('opens a request without a kid with its current key', async () => {
    expect(await post(b.key)).toEqual({ status: 200, kid: 'k2026b' });
    expect((await post(a.key)).status).toBe(400);
  });

  it('refuses a request under a key it does not hold, with plain HTTP 400', async () => {
    expect(await post(c)).toEqual({ status: 400, kid: undefined });
  });

  it('answers a call without a body under the key it asks for, or its current key', async () => {
    expect(await banners('k2026a')).toBe('k2026a');
    expect(await banners()).toBe('k2026b');
    expect(await banners('k2026c')).toBe('k2026b');
  });

  it('logs the key id each call used', async () => {
    // The log keeps calls started at or after `since`: the previous test's last call may have
    // started in this very millisecond, so this one begins in the next.
    const since = Date.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 2));
    await post(a);
    await banners('k2026b');
    await post(b.key);
    const log = (await admin('GET', `/__sandbox/requests?since=${since}`)).body as unknown as Array<{ kid: string | null }>;
    expect(log.map((r) => r.kid)).toEqual(['k2026a', 'k2026b', null]);
  });

  it('takes new keys from a tester while it runs, says only their ids, and puts back its own on reset', async () => {
    expect(await admin('GET', '/__sandbox/keys')).toEqual({
      status: 200,
      body: { current: 'k2026b', accepted: ['k2026b', 'k2026a'] },
    });
    const changed = await admin('POST', '/__sandbox/keys', { keys: `${text(c)},${text(b)}` });
    expect(changed).toEqual({ status: 200, body: { current: 'k2026c', accepted: ['k2026c', 'k2026b'] } });
    expect(JSON.stringify(changed.body)).not.toContain(c.key.toString('base64url'));
    expect((await post(a)).status).toBe(400);
    expect(await post(c)).toEqual({ status: 200, kid: 'k2026c' });

    const bad = await admin('POST', '/__sandbox/keys', { keys: `${text(c)},${text(c)}` });
    expect(bad).toEqual({ status: 400, body: { error: "UPSTREAM_ENC_KEYS: key id 'k2026c' appears twice." } });
    expect((await admin('POST', '/__sandbox/keys', { keys: 'x', key: 'y' })).status).toBe(400);

    expect((await admin('POST', '/__sandbox/reset', {})).status).toBe(200);
    expect((await admin('GET', '/__sandbox/keys')).body).toEqual({ current: 'k2026b', accepted: ['k2026b', 'k2026a'] });
    expect(await post(a)).toEqual({ status: 200, kid: 'k2026a' });
  });
});
