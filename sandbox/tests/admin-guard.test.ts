import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '@portal/contracts';
import { AARAV } from './support/fixtures';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

/**
 * The tester endpoints and the outbox answer only the core's own loopback
 * address (a guard against DNS rebinding) and take only JSON posts (a page
 * elsewhere cannot send JSON across origins without asking first).
 */
let t: TestSandbox;

/** One request with exactly these headers; fetch will not let a caller set Host. */
function raw(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body = '',
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: t.sb.port, path, method, headers: { ...headers, 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (c: string) => (text += c))
          .on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const own = () => ({ Host: `127.0.0.1:${t.sb.port}` });
const json = { 'Content-Type': 'application/json' };

beforeAll(async () => {
  t = await startTestSandbox('admin-guard');
  await t.client.login(AARAV.mobile);
});
afterAll(() => t.stop());

describe('the tester endpoints and the outbox', () => {
  it('answer the core’s own loopback address and port only', async () => {
    expect((await raw('/outbox.json', own())).status).toBe(200);
    expect((await raw('/outbox.json', { Host: `localhost:${t.sb.port}` })).status).toBe(200);
    for (const Host of [
      'evil.example',
      `evil.example:${t.sb.port}`,
      `127.0.0.1:${t.sb.port + 1}`,
      '127.0.0.1',
      `127.0.0.2:${t.sb.port}`,
    ]) {
      expect((await raw('/outbox.json', { Host })).status).toBe(403);
      expect((await raw('/outbox', { Host })).status).toBe(403);
      expect((await raw('/__sandbox/requests?since=0', { Host })).status).toBe(403);
    }
    // A rebound name cannot wipe the database either.
    expect((await raw('/__sandbox/reset', { Host: `evil.example:${t.sb.port}`, ...json }, 'POST', '{}')).status).toBe(403);
    expect(JSON.parse((await raw('/outbox.json', own())).text)).not.toEqual([]);
  });

  it('take posts only as JSON', async () => {
    const reset = (headers: Record<string, string>) => raw('/__sandbox/reset', { ...own(), ...headers }, 'POST', '{}');
    expect((await reset({})).status).toBe(415);
    expect((await reset({ 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await reset({ 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await reset({ 'Content-Type': 'application/json; charset=utf-8' })).status).toBe(200);
  });

  it('leave the contract calls and the third parties’ pages open to any host', async () => {
    const res = await raw(user.preloginBanners.path, { Host: 'portal.example', Source: 'CP' });
    expect(res.status).toBe(200);
    expect((await raw('/pg/checkout/TXN000000000000', { Host: 'portal.example' })).status).toBe(404);
    expect((await raw('/billdesk/sdk.js', { Host: 'portal.example' })).status).toBe(200);
    expect((await raw('/healthz', { Host: 'portal.example' })).text).toBe('ok');
  });
});

describe('SANDBOX_ADMIN=0', () => {
  it('turns the tester endpoints off and keeps the outbox', async () => {
    const off = await startTestSandbox('admin-off', { admin: false });
    try {
      const post = (path: string) => off.client.admin(path, {});
      expect((await post('/__sandbox/reset')).status).toBe(404);
      expect((await post('/__sandbox/otp-limits/clear')).status).toBe(404);
      expect((await fetch(`${off.sb.url}/__sandbox/requests?since=0`)).status).toBe(404);
      expect((await fetch(`${off.sb.url}/outbox.json`)).status).toBe(200);
    } finally {
      await off.stop();
    }
  });
});
