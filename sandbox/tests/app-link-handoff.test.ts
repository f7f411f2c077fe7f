import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policy, user } from '@portal/contracts';
import { startTestSandbox, type TestSandbox } from './support/sandbox';
import { AARAV, PRIYA } from './support/fixtures';

let t: TestSandbox;
const PATH = '/fund-switch?policyNo=10000001&from=app';
const EXPIRED = { code: 400, message: 'This link has expired. Please open it again from the app.' };

interface Link {
  transactionId: string;
  token: string;
  payload: string;
}
async function mint(body: Record<string, unknown> = {}): Promise<Link> {
  const res = await t.client.admin('/__sandbox/app-link', { mobile: AARAV.mobile, redirectPath: PATH, source: 'APP', ...body });
  expect(res.status).toBe(200);
  return (await res.json()) as Link;
}
const redeem = (request: { transactionId: string; token: string; source: string } | { payload: string }) =>
  t.client.call(user.externalLinkDetails, request);
const byPair = (l: Link, source = 'APP') => redeem({ transactionId: l.transactionId, token: l.token, source });

beforeAll(async () => {
  t = await startTestSandbox('app-link');
});
afterAll(() => t.stop());

describe('external/link/details (host app hand-off)', () => {
  it('trades transaction id and token for a session, once', async () => {
    const link = await mint();
    expect(link.transactionId).toMatch(/^[0-9a-f-]{36}$/);
    const res = await byPair(link);
    const data = user.externalLinkDetails.data.parse(res.envelope?.data);
    expect(data).toMatchObject({ clientId: 'C1000001', source: 'APP', redirectPath: PATH });
    // A session like a login's: the token works on authenticated calls.
    const policies = await t.client.call(
      policy.getCustomerPolicyDetails,
      { sessionId: data.sessionId },
      { token: data.accessToken },
    );
    expect(policies.envelope?.code).toBe(200);
    expect((await byPair(link)).envelope).toEqual(EXPIRED);
    // One link: its payload is spent with it.
    expect((await redeem({ payload: link.payload })).envelope).toEqual(EXPIRED);
  });

  it('trades the opaque payload for a session, once', async () => {
    const link = await mint({ mobile: PRIYA.mobile, redirectPath: '/premium-redirection', source: 'ANDROID' });
    const data = user.externalLinkDetails.data.parse((await redeem({ payload: link.payload })).envelope?.data);
    expect(data).toMatchObject({ clientId: 'C1000002', source: 'ANDROID', redirectPath: '/premium-redirection' });
    expect((await redeem({ payload: link.payload })).envelope).toEqual(EXPIRED);
    expect((await byPair(link, 'ANDROID')).envelope).toEqual(EXPIRED);
  });

  it('refuses a wrong source, token or payload without spending the link', async () => {
    const link = await mint();
    expect((await byPair(link, 'CP')).envelope).toEqual(EXPIRED);
    expect((await redeem({ transactionId: link.transactionId, token: `${link.token}x`, source: 'APP' })).envelope).toEqual(
      EXPIRED,
    );
    expect((await redeem({ payload: `${link.payload}x` })).envelope).toEqual(EXPIRED);
    expect((await redeem({ transactionId: 'unknown', token: link.token, source: 'APP' })).envelope).toEqual(EXPIRED);
    expect((await byPair(link)).envelope?.code).toBe(200);
  });

  it('expires a link after 2 minutes', async () => {
    const link = await mint();
    t.advanceSeconds(120);
    expect((await byPair(link)).envelope).toEqual(EXPIRED);
    expect((await redeem({ payload: link.payload })).envelope).toEqual(EXPIRED);
  });

  it('mints links only to a same-origin path and a known customer', async () => {
    for (const redirectPath of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'fund-switch', '/a b']) {
      const res = await t.client.admin('/__sandbox/app-link', { mobile: AARAV.mobile, redirectPath, source: 'APP' });
      expect(res.status, redirectPath).toBe(400);
    }
    const unknown = await t.client.admin('/__sandbox/app-link', { mobile: '9000000000', redirectPath: '/', source: 'APP' });
    expect(unknown.status).toBe(404);
    expect((await t.client.admin('/__sandbox/app-link', { mobile: AARAV.mobile, redirectPath: '/' })).status).toBe(400);
  });
});
