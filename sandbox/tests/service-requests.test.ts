import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { startTestSandbox, type TestSandbox } from './support/sandbox';
import { AARAV, PRIYA } from './support/fixtures';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;
const DUPLICATE = { code: 400, message: 'You have already raised this request.' };

const raise = (who: LoginTokens, subject: string, policyNumber?: string) =>
  t.call(who, documents.raiseQuery, {
    clientId: who.clientId,
    subject,
    description: 'Raised by a test',
    ...(policyNumber ? { policyNumber } : {}),
  });
async function raised(who: LoginTokens, subject: string, policyNumber?: string): Promise<string> {
  const res = await raise(who, subject, policyNumber);
  return documents.raiseQuery.data.parse(res.envelope?.data).serviceRequestId;
}
const track = (who: LoginTokens) => t.data(who, documents.trackServiceRequests, {});

beforeAll(async () => {
  t = await startTestSandbox('requests');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('raiseQuery', () => {
  let goGreen = '';

  it('registers a request and tells the customer by SMS and email', async () => {
    goGreen = await raised(aarav, 'Go Green Request');
    expect(goGreen).toMatch(/^\d{8}$/);
    const text = `Your Go Green Request SR ${goGreen} is received. We will respond within 7 days.`;
    const [email, sms] = await t.client.outbox();
    expect(sms).toMatchObject({ to: AARAV.mobile, channel: 'sms', text });
    expect(email).toMatchObject({
      to: 'aarav.sharma@example.com',
      channel: 'email',
      subject: `Go Green Request SR ${goGreen} received`,
      text,
    });
  });

  it('refuses the same open subject, ignoring case and whitespace', async () => {
    expect((await raise(aarav, '  go   green REQUEST ')).envelope).toEqual(DUPLICATE);
    // Another customer's tickets do not count.
    expect(await raised(priya, 'Go Green Request')).toMatch(/^\d{8}$/);
    // A closed request no longer blocks.
    expect((await t.client.admin('/__sandbox/close-request', { srNumber: goGreen })).status).toBe(200);
    expect(await raised(aarav, 'GO GREEN REQUEST')).toMatch(/^\d{8}$/);
  });

  it('checks per policy when a policy number is given', async () => {
    await raised(aarav, 'E-PD Soft Copy', '10000001');
    expect((await raise(aarav, 'e-pd  soft copy', '10000001')).envelope).toEqual(DUPLICATE);
    expect(await raised(aarav, 'E-PD soft copy', '10000002')).toMatch(/^\d{8}$/);
    // Without a policy number, any open request of the customer with that subject counts.
    expect((await raise(aarav, 'E-PD Soft Copy')).envelope).toEqual(DUPLICATE);
  });

  it('numbers requests with 8 digits on the wire, the one format the contract takes', () => {
    expect(documents.raiseQuery.data.safeParse({ serviceRequestId: '12345678' }).success).toBe(true);
    for (const id of ['SR12345678', 'SR 12345678', '1234567']) {
      expect(documents.raiseQuery.data.safeParse({ serviceRequestId: id }).success).toBe(false);
    }
  });

  it("refuses another customer's policy", async () => {
    expect((await raise(priya, 'PAN Update Request', '10000001')).envelope).toEqual({
      code: 404,
      message: 'Policy not found.',
    });
  });
});

describe('track/service/request', () => {
  it("lists the caller's requests, newest first", async () => {
    const mine = await track(aarav);
    expect(mine.map((r) => [r.srSubject, r.srPolicyNo, r.srStatus])).toEqual([
      ['E-PD soft copy', '10000002', 'Open'],
      ['E-PD Soft Copy', '10000001', 'Open'],
      ['GO GREEN REQUEST', null, 'Open'],
      ['Go Green Request', null, 'Closed'],
      // The seed's auto-pay mandate on 20000002, registered when the policy began.
      ['Auto Pay Registration', '20000002', 'Active'],
    ]);
    for (const r of mine) expect(r.createdOn).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect((await track(priya)).map((r) => r.srSubject)).toEqual(['Go Green Request']);
  });
});
