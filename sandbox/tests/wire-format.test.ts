import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, policy, user } from '@portal/contracts';
import { seal } from '@portal/contracts/envelope';
import { renderOutboxHtml } from '../http/pages/outbox';
import type { Sandbox } from '../http/server';
import type { sandboxClient } from './support/client';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let sb: Sandbox;
let client: ReturnType<typeof sandboxClient>;

beforeAll(async () => {
  t = await startTestSandbox('wire');
  ({ sb, client } = t);
});
afterAll(() => t.stop());

describe('sandbox wire format', () => {
  it('answers health and listens on loopback', async () => {
    expect(sb.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${sb.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
  });

  it('requires a Source header', async () => {
    const res = await client.call(user.verifyRecaptcha, { token: client.captchaToken }, { source: null });
    expect(res.envelope).toEqual({ code: 400, message: 'Source header is required' });
    const empty = await client.call(user.verifyRecaptcha, { token: client.captchaToken }, { source: ' ' });
    expect(empty.envelope?.code).toBe(400);
  });

  it('verifies the captcha test token only', async () => {
    const good = await client.call(user.verifyRecaptcha, { token: client.captchaToken });
    expect(good.envelope).toMatchObject({ code: 200, data: { verified: true } });
    const bad = await client.call(user.verifyRecaptcha, { token: 'nope' });
    expect(bad.envelope).toEqual({ code: 400, message: 'Captcha verification failed. Please try again.' });
  });

  it('serves the pre-login banners by GET', async () => {
    const res = await client.call(user.preloginBanners);
    expect(res.envelope?.code).toBe(200);
    const banners = user.preloginBanners.data.parse(res.envelope?.data);
    expect(banners.length).toBeGreaterThanOrEqual(2);
    expect(banners.map((b) => b.id)).toContain('enach-autopay');
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const none = await client.call(policy.getCustomerPolicyDetails, { sessionId: 'x' });
    expect(none).toEqual({ status: 401, body: { error: 'unauthorized' } });
    const bad = await client.call(policy.getCustomerPolicyDetails, { sessionId: 'x' }, { token: 'forged' });
    expect(bad.status).toBe(401);
    const track = await client.call(
      download.menuTrack,
      { sessionId: 'x', clientId: 'C1000001', menuName: 'Home', browser: 'test', displayPage: 'Menu' },
      { token: 'forged' },
    );
    expect(track.status).toBe(401);
  });

  it('rejects an undecryptable body with plain HTTP 400', async () => {
    const post = (body: string) =>
      fetch(`${sb.url}${user.verifyRecaptcha.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Source: 'CP' },
        body,
      });
    const otherKey = JSON.stringify({ requestData: seal({ token: 'x' }, randomBytes(32)) });
    for (const body of ['{"requestData":"garbage"}', otherKey, 'not json', '{}']) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toHaveProperty('error');
    }
  });

  it("answers a request outside the contract with 'Invalid request.'", async () => {
    const res = await client.call(user.generateLoginOtp, { loginId: '12345', captchaToken: 'x' });
    expect(res.envelope).toEqual({ code: 400, message: 'Invalid request.' });
  });

  it('refuses unknown paths and wrong methods', async () => {
    expect((await fetch(`${sb.url}/nowhere`)).status).toBe(404);
    expect((await fetch(`${sb.url}${user.verifyRecaptcha.path}`)).status).toBe(405);
  });

  it('records contract requests for the parallelism measurement', async () => {
    const since = Date.now();
    await Promise.all([client.call(user.preloginBanners), client.call(user.preloginBanners)]);
    const log = (await (await fetch(`${sb.url}/__sandbox/requests?since=${since}`)).json()) as Array<{
      path: string;
      startedAt: number;
      endedAt: number;
    }>;
    expect(log.filter((r) => r.path === user.preloginBanners.path)).toHaveLength(2);
    for (const r of log) expect(r.endedAt).toBeGreaterThanOrEqual(r.startedAt);
  });

  it('escapes the outbox HTML', async () => {
    const res = await fetch(`${sb.url}/outbox`);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('Sandbox outbox');
    const html = renderOutboxHtml([
      { id: 1, to: '<b>x</b>', channel: 'email', subject: '"s"&', text: '<script>alert(1)</script>', at: 'now' },
    ]);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('&quot;s&quot;&amp;');
  });
});

describe('sandbox latency', () => {
  it('delays every contract response by SANDBOX_LATENCY_MS', async () => {
    const slow = await startTestSandbox('slow', { latencyMs: 150 });
    try {
      const c = slow.client;
      const t0 = Date.now();
      await Promise.all([c.call(user.preloginBanners), c.call(user.preloginBanners), c.call(user.preloginBanners)]);
      const took = Date.now() - t0;
      expect(took).toBeGreaterThanOrEqual(140);
      // Concurrent calls overlap instead of queueing behind each other's delay.
      expect(took).toBeLessThan(400);
    } finally {
      await slow.stop();
    }
  });
});
