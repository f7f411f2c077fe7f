import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTP_MAX_RESENDS, OTP_MAX_WRONG_TRIES, OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@portal/contracts/constants';
import { policy, user } from '@portal/contracts';
import { AARAV } from './support/fixtures';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
const client = () => t.client;

const generate = (loginId: string, transactionId?: string) =>
  client().call(user.generateLoginOtp, {
    loginId,
    captchaToken: client().captchaToken,
    ...(transactionId ? { transactionId } : {}),
  });
const validate = (transactionId: string, otp: string) => client().call(user.validateLoginOtp, { transactionId, otp });
const txOf = (res: Awaited<ReturnType<typeof generate>>) => (res.envelope?.data as { transactionId: string }).transactionId;
const wrongOtp = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  t = await startTestSandbox('login');
});
// Each test states one rule; the limits across transactions have otp-limits.test.ts.
beforeEach(() => t.client.clearOtpLimits());
afterAll(() => t.stop());

describe('OTP login', () => {
  it('logs in with the OTP read from the outbox', async () => {
    const gen = await generate(AARAV.mobile);
    expect(gen.envelope?.code).toBe(200);
    expect(user.generateLoginOtp.data.parse(gen.envelope?.data)).toMatchObject({
      maskedMobile: '9876XXXX10',
      resendAfterSeconds: OTP_RESEND_SECONDS,
      expiresInSeconds: OTP_VALID_MINUTES * 60,
    });
    const [sms] = await client().outbox();
    expect(sms).toMatchObject({ to: AARAV.mobile, channel: 'sms' });
    expect(sms?.otp).toMatch(/^\d{6}$/);
    expect(sms?.text).toContain(`is ${sms?.otp}. It is valid for ${OTP_VALID_MINUTES} minutes.`);
    expect(Date.parse(sms?.at ?? '')).not.toBeNaN();

    const val = await validate(txOf(gen), sms?.otp as string);
    const tokens = user.validateLoginOtp.data.parse(val.envelope?.data);
    expect(tokens.clientId).toBe('C1000001');
    expect(tokens.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const policies = await t.call(tokens, policy.getCustomerPolicyDetails, {});
    expect(policies.envelope?.code).toBe(200);
  });

  it('accepts a policy number as login id and finds its owner', async () => {
    const gen = await generate('10000002');
    expect(gen.envelope?.data).toMatchObject({ maskedMobile: '9876XXXX10' });
  });

  it('refuses a bad captcha (unknown ids are answered as registered ones: login-unknown-ids.test.ts)', async () => {
    const bad = await client().call(user.generateLoginOtp, { loginId: AARAV.mobile, captchaToken: 'wrong' });
    expect(bad.envelope?.code).toBe(400);
  });

  it('counts wrong OTPs down and locks the number after the last try', async () => {
    const tx = txOf(await generate(AARAV.mobile));
    const wrong = wrongOtp(await client().latestOtp(AARAV.mobile));
    for (let left = OTP_MAX_WRONG_TRIES - 1; left >= 1; left--) {
      const res = await validate(tx, wrong);
      expect(res.envelope?.code).toBe(400);
      expect(res.envelope?.message).toMatch(new RegExp(`^Incorrect OTP\\. You have ${left} attempts? left\\.$`));
    }
    const locked = { code: 429, message: 'Too many attempts. Please try again after 15 minutes.' };
    expect((await validate(tx, wrong)).envelope).toEqual(locked);
    // Even the right code is refused once locked.
    expect((await validate(tx, await client().latestOtp(AARAV.mobile))).envelope).toEqual(locked);
  });

  it('refuses an early resend, allows a later one that replaces the OTP, and caps resends', async () => {
    const tx = txOf(await generate(AARAV.mobile));
    const first = await client().latestOtp(AARAV.mobile);
    expect((await generate(AARAV.mobile, tx)).envelope).toEqual({
      code: 429,
      message: 'Please wait before requesting a new OTP.',
    });
    await validate(tx, wrongOtp(first));
    for (let i = 0; i < OTP_MAX_RESENDS; i++) {
      t.advanceSeconds(OTP_RESEND_SECONDS);
      const again = await generate(AARAV.mobile, tx);
      expect(again.envelope?.code).toBe(200);
      expect(txOf(again)).toBe(tx);
    }
    t.advanceSeconds(OTP_RESEND_SECONDS);
    expect((await generate(AARAV.mobile, tx)).envelope).toEqual({
      code: 429,
      message: 'You have reached the maximum number of OTP requests. Please try again later.',
    });
    const latest = await client().latestOtp(AARAV.mobile);
    // The wrong try before the resends still counts.
    const res = await validate(tx, wrongOtp(latest));
    expect(res.envelope?.message).toBe(`Incorrect OTP. You have ${OTP_MAX_WRONG_TRIES - 2} attempts left.`);
    // The superseded code is just another wrong code now (unless chance repeated it).
    if (latest !== first) expect((await validate(tx, first)).envelope?.code).toBe(400);
    expect((await validate(tx, latest)).envelope?.code).toBe(200);
  });

  it('uses an OTP once only', async () => {
    const tx = txOf(await generate(AARAV.mobile));
    const otp = await client().latestOtp(AARAV.mobile);
    expect((await validate(tx, otp)).envelope?.code).toBe(200);
    expect((await validate(tx, otp)).envelope).toEqual({
      code: 400,
      message: 'This OTP is no longer valid. Please request a new OTP.',
    });
    expect((await validate('no-such-transaction', otp)).envelope?.code).toBe(400);
  });

  it('expires an OTP after its validity', async () => {
    const tx = txOf(await generate(AARAV.mobile));
    t.advanceSeconds(OTP_VALID_MINUTES * 60);
    expect((await validate(tx, await client().latestOtp(AARAV.mobile))).envelope).toEqual({
      code: 400,
      message: 'OTP has expired. Please request a new OTP.',
    });
  });
});
