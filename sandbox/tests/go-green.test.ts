import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, profile } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { AARAV, PRIYA } from './support/fixtures';
import { approve, bad, profileOf } from './support/profile';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

const optIn = (who: LoginTokens) => t.call(who, profile.goGreenRegistration, { clientId: who.clientId });
const ALREADY = bad('You have already opted for Go Green.');

beforeAll(async () => {
  t = await startTestSandbox('go-green');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('goGreenRegisteration', () => {
  it('raises a Go Green Request and refuses another while it is open', async () => {
    const res = await optIn(aarav);
    const sr = profile.goGreenRegistration.data.parse(res.envelope?.data).serviceRequestId;
    expect(sr).toMatch(/^\d{8}$/);
    expect((await optIn(aarav)).envelope).toEqual(ALREADY);
    expect((await profileOf(t, aarav)).goGreenFlag).toBe('N');
    const [mail, sms] = await t.client.outbox();
    expect(sms?.text).toBe(`Your Go Green Request SR ${sr} is received. We will respond within 7 days.`);
    expect(mail).toMatchObject({
      channel: 'email',
      to: 'aarav.sharma@example.com',
      subject: `Go Green Request SR ${sr} received`,
    });

    expect((await approve(t, sr)).status).toBe(200);
    expect((await profileOf(t, aarav)).goGreenFlag).toBe('Y');
    // Opted in: refused even with no request open.
    expect((await optIn(aarav)).envelope).toEqual(ALREADY);
  });

  it('counts a Go Green Request raised any other way', async () => {
    const fresh = await startTestSandbox('go-green-raised');
    try {
      const me = await fresh.client.login(AARAV.mobile);
      await fresh.data(me, documents.raiseQuery, { clientId: me.clientId, subject: 'go green  request', description: '' });
      expect((await fresh.call(me, profile.goGreenRegistration, { clientId: me.clientId })).envelope).toEqual(ALREADY);
    } finally {
      await fresh.stop();
    }
  });

  it('refuses a customer with no email on record, and another client id', async () => {
    expect((await profileOf(t, priya)).emailId).toBeNull();
    expect((await optIn(priya)).envelope).toEqual(
      bad('Your email ID is not registered with us. Please update your email ID to process the Go Green request.'),
    );
    const other = await t.call(aarav, profile.goGreenRegistration, { clientId: PRIYA.clientId });
    expect(other.envelope).toEqual(bad('Invalid request.'));
  });
});
