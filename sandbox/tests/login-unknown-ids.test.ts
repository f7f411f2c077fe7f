import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { OTP_RESEND_SECONDS } from '@portal/contracts/constants';
import { user } from '@portal/contracts';
import { AARAV } from './support/fixtures';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

/**
 * A login id that is no customer's gets the answers a customer's gets, so the login form cannot be
 * used to find out who is a customer: the OTP step with a masked mobile, resends, wrong-OTP counts
 * and locks alike, and nothing sent. Each test starts on a fresh core.
 */
let t: TestSandbox;

const generate = (loginId: string, transactionId?: string) =>
  t.client.call(user.generateLoginOtp, {
    loginId,
    captchaToken: t.client.captchaToken,
    ...(transactionId ? { transactionId } : {}),
  });
const validate = (transactionId: string, otp: string) => t.client.call(user.validateLoginOtp, { transactionId, otp });
const sent = (res: Awaited<ReturnType<typeof generate>>) => user.generateLoginOtp.data.parse(res.envelope?.data);
const MASKED_MOBILE = /^[6-9]\d{3}XXXX\d{2}$/;

beforeEach(async () => {
  await t?.stop();
  t = await startTestSandbox('login-unknown');
});
afterAll(() => t.stop());

/**
 * One script of what a prober would try, run against a login id: the envelopes it gets back,
 * the transaction id left out (it differs every time).
 */
async function probe(loginId: string) {
  const answers: unknown[] = [];
  // A code none of the OTPs sent so far is (the unknown ids' outbox stays empty).
  const wrong = async () => {
    const sentCodes = (await t.client.outbox()).map((m) => m.otp);
    return ['000000', '111111', '222222', '333333'].find((code) => !sentCodes.includes(code)) as string;
  };
  const note = (res: { envelope?: { data?: unknown } }) => {
    const { transactionId: _ignored, ...data } = (res.envelope?.data ?? {}) as Record<string, unknown>;
    answers.push({ ...res.envelope, data });
  };
  const first = await generate(loginId);
  note(first);

  const tx = sent(first).transactionId;
  note(await generate(loginId, tx)); // too early
  t.advanceSeconds(OTP_RESEND_SECONDS);
  note(await generate(loginId, tx)); // a resend
  for (let i = 0; i < 3; i++) note(await validate(tx, await wrong()));
  const second = await generate(loginId);
  note(second);
  for (let i = 0; i < 3; i++) note(await validate(sent(second).transactionId, await wrong())); // into the number's lock
  note(await generate(loginId));
  return answers;
}

describe('a login id that is no customer’s', () => {
  it('gets the OTP step for an unknown mobile number, masked as a customer’s would be, and nothing is sent', async () => {
    const res = await generate('9000000000');
    expect(res.envelope?.code).toBe(200);
    expect(sent(res)).toMatchObject({ maskedMobile: '9000XXXX00', resendAfterSeconds: OTP_RESEND_SECONDS });
    expect(await t.client.outbox()).toEqual([]);
  });

  it('gets a mobile for an unknown policy number that stays the same for that number, a restart of the core included', async () => {
    const first = sent(await generate('99999999')).maskedMobile;
    expect(first).toMatch(MASKED_MOBILE);
    await t.restart();
    t.advanceSeconds(OTP_RESEND_SECONDS);
    expect(sent(await generate('99999999')).maskedMobile).toBe(first);
    const others = await Promise.all(['99999998', '99999997', '99999996'].map(async (n) => sent(await generate(n)).maskedMobile));
    for (const masked of others) expect(masked).toMatch(MASKED_MOBILE);
    expect(new Set([first, ...others]).size).toBeGreaterThan(1);
    expect(await t.client.outbox()).toEqual([]);
  });

  it('meets exactly the answers a customer’s number meets: resend wait, wrong OTPs, lock and send limit', async () => {
    const customer = await probe(AARAV.mobile);
    const unknownMobile = await probe('9000000000');
    const unknownPolicy = await probe('99999999');
    expect(unknownMobile).toEqual(customer.map((a) => replaceMask(a, '9876XXXX10', '9000XXXX00')));
    const policyMask = (unknownPolicy[0] as { data: { maskedMobile: string } }).data.maskedMobile;
    expect(unknownPolicy).toEqual(customer.map((a) => replaceMask(a, '9876XXXX10', policyMask)));
    expect(JSON.stringify(customer)).toContain('Incorrect OTP. You have 2 attempts left.');
    expect(JSON.stringify(customer)).toContain('Too many attempts. Please try again after 15 minutes.');
  });

  it('never verifies, whatever code is tried', async () => {
    const tx = sent(await generate('9000000000')).transactionId;
    const codes = ['000000', '123456', '999999'];
    for (const code of codes) expect((await validate(tx, code)).envelope?.code).not.toBe(200);
  });
});

function replaceMask(answer: unknown, from: string, to: string): unknown {
  return JSON.parse(JSON.stringify(answer).replaceAll(from, to));
}
