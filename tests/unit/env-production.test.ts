import { afterEach, describe, expect, it, vi } from 'vitest';

const requestHeaders = new Headers({ host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }));

const BASE = {
  UPSTREAM_ENC_KEY: Buffer.alloc(32, 7).toString('base64url'),
  SESSION_SECRET: 'a-test-session-secret-of-32-chars-or-more',
};
const saved = { ...process.env };

/** A fresh module, so getEnv reads this environment rather than the one it cached. */
async function load(env: Record<string, string | undefined>) {
  for (const key of ['UPSTREAM_URL', 'UPSTREAM_ENC_KEYS', 'PUBLIC_URL', 'RECAPTCHA_SITE_KEY', 'ALLOW_CAPTCHA_TEST_TOKEN', 'PORT'])
    delete process.env[key];
  Object.assign(process.env, BASE, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  vi.resetModules();
  return { ...(await import('@/lib/server/env')), ...(await import('@/lib/server/origin')) };
}

afterEach(() => {
  process.env = { ...saved };
});

const production = { NODE_ENV: 'production', UPSTREAM_URL: 'https://core.example' };

describe('return addresses for the payment gateway and the mandate provider', () => {
  it('come from PUBLIC_URL whatever Host or X-Forwarded-Host the request claims', async () => {
    const { getPublicOrigin } = await load({ ...production, PUBLIC_URL: 'https://portal.example/', RECAPTCHA_SITE_KEY: 'k' });
    expect(await getPublicOrigin()).toBe('https://portal.example');
  });

  it('outside production default to this machine, never to the request', async () => {
    const { getPublicOrigin } = await load({ NODE_ENV: 'test', PORT: '3999' });
    expect(await getPublicOrigin()).toBe('http://localhost:3999');
  });

  it('are required in production: the configuration is refused without PUBLIC_URL', async () => {
    const { getEnv } = await load({ ...production, RECAPTCHA_SITE_KEY: 'k' });
    expect(() => getEnv()).toThrow(/PUBLIC_URL is not set/);
  });
});

describe('reCAPTCHA in production', () => {
  it('is required: the configuration is refused without a site key', async () => {
    const { getEnv } = await load({ ...production, PUBLIC_URL: 'https://portal.example' });
    expect(() => getEnv()).toThrow(/RECAPTCHA_SITE_KEY is not set/);
  });

  it('may use the test token only when that is allowed explicitly', async () => {
    const { getEnv } = await load({ ...production, PUBLIC_URL: 'https://portal.example', ALLOW_CAPTCHA_TEST_TOKEN: '1' });
    expect(getEnv()).toMatchObject({ recaptchaSiteKey: null, captchaTestToken: 'sandbox-captcha-ok' });
  });

  it('uses a configured site key', async () => {
    const { getEnv } = await load({ ...production, PUBLIC_URL: 'https://portal.example', RECAPTCHA_SITE_KEY: 'site-key' });
    expect(getEnv().recaptchaSiteKey).toBe('site-key');
  });

  it('is not required against the embedded sandbox outside production', async () => {
    const { getEnv } = await load({ NODE_ENV: 'test', UPSTREAM_URL: 'http://127.0.0.1:4010' });
    expect(getEnv().recaptchaSiteKey).toBeNull();
  });
});

describe('envelope keys', () => {
  const ready = { ...production, PUBLIC_URL: 'https://portal.example', RECAPTCHA_SITE_KEY: 'k' };
  const key = (fill: number) => Buffer.alloc(32, fill).toString('base64url');

  it('reads a ring from UPSTREAM_ENC_KEYS, the first key current', async () => {
    const { getEnv } = await load({ ...ready, UPSTREAM_ENC_KEY: undefined, UPSTREAM_ENC_KEYS: `k2:${key(2)},k1:${key(1)}` });
    const ring = getEnv().envelopeKeys;
    expect(ring.current.kid).toBe('k2');
    expect(ring.keys.map((k) => k.kid)).toEqual(['k2', 'k1']);
  });

  it('keeps UPSTREAM_ENC_KEY alone working, as one key without an id', async () => {
    const { getEnv } = await load(ready);
    expect(getEnv().envelopeKeys.current).toMatchObject({ kid: null, key: Buffer.alloc(32, 7) });
  });

  it('refuses to start without either, or on a bad ring, naming the variable', async () => {
    const none = await load({ ...ready, UPSTREAM_ENC_KEY: undefined });
    expect(() => none.getEnv()).toThrow(/UPSTREAM_ENC_KEYS is not set/);
    const bad = await load({ ...ready, UPSTREAM_ENC_KEY: undefined, UPSTREAM_ENC_KEYS: `k1:${key(1)},k1:${key(2)}` });
    expect(() => bad.getEnv()).toThrow(/Portal configuration is invalid: UPSTREAM_ENC_KEYS: key id 'k1' appears twice/);
    const both = await load({ ...ready, UPSTREAM_ENC_KEYS: `k1:${key(1)}` });
    expect(() => both.getEnv()).toThrow(/UPSTREAM_ENC_KEYS and UPSTREAM_ENC_KEY are both set/);
    const short = await load({ ...ready, UPSTREAM_ENC_KEY: 'too-short' });
    expect(() => short.getEnv()).toThrow(/UPSTREAM_ENC_KEY is not a 32-byte key/);
  });
});
