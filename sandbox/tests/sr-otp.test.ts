import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTP_MAX_RESENDS, OTP_MAX_WRONG_TRIES, OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@portal/contracts/constants';
import { funds, user } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { startTestSandbox, type TestSandbox } from './support/sandbox';
import { AARAV, PRIYA } from './support/fixtures';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

type SrType = 'FUND_SWITCH' | 'PREMIUM_REDIRECTION';
const generate = (who: LoginTokens, policyNumber: string, srRequestType: SrType = 'FUND_SWITCH', transactionId?: string) =>
  t.call(who, funds.generateSrOtp, {
    clientId: who.clientId,
    policyNumber,
    srRequestType,
    ...(transactionId ? { transactionId } : {}),
  });
const validate = (who: LoginTokens, transactionId: string, otp: string, srRequestType: SrType = 'FUND_SWITCH') =>
  t.call(who, funds.validateSrOtp, { clientId: who.clientId, transactionId, otp, srRequestType });
const txOf = (res: Awaited<ReturnType<typeof generate>>) => funds.generateSrOtp.data.parse(res.envelope?.data).transactionId;
const latestOtp = async () => (await t.client.outbox()).find((m) => m.otp)?.otp as string;
const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
const bad = (message: string) => ({ code: 400, message });

beforeAll(async () => {
  t = await startTestSandbox('sr-otp');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
// Each test states one rule; the limits across transactions have otp-limits.test.ts.
beforeEach(() => t.client.clearOtpLimits());
afterAll(() => t.stop());

describe('service-request OTP', () => {
  it('texts an OTP for the policy and verifies it into a request token', async () => {
    const gen = await generate(aarav, '10000001');
    expect(funds.generateSrOtp.data.parse(gen.envelope?.data)).toMatchObject({
      maskedMobile: '9876XXXX10',
      resendAfterSeconds: OTP_RESEND_SECONDS,
      expiresInSeconds: OTP_VALID_MINUTES * 60,
    });
    const [sms] = await t.client.outbox();
    expect(sms).toMatchObject({ to: AARAV.mobile, channel: 'sms' });
    expect(sms?.text).toBe(
      `Your OTP for the fund switch request on policy 10000001 is ${sms?.otp}. ` +
        `It is valid for ${OTP_VALID_MINUTES} minutes. Do not share it with anyone.`,
    );
    const ok = await validate(aarav, txOf(gen), sms?.otp as string);
    expect(funds.validateSrOtp.data.parse(ok.envelope?.data).srRequestToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A used OTP does not verify twice.
    expect((await validate(aarav, txOf(gen), sms?.otp as string)).envelope).toEqual(
      bad('This OTP is no longer valid. Please request a new OTP.'),
    );

    await generate(aarav, '10000002', 'PREMIUM_REDIRECTION');
    expect((await t.client.outbox())[0]?.text).toMatch(
      /^Your OTP for the premium redirection request on policy 10000002 is \d{6}\./,
    );
  });

  it("refuses another customer's policy and a client id that is not the caller's", async () => {
    expect((await generate(aarav, '40000001')).envelope).toEqual({ code: 404, message: 'Policy not found.' });
    const other = await t.call(aarav, funds.generateSrOtp, {
      clientId: 'C1000002',
      policyNumber: '10000001',
      srRequestType: 'FUND_SWITCH',
    });
    expect(other.envelope).toEqual(bad('Invalid request.'));
  });

  it('counts wrong OTPs down and locks the number after the last try', async () => {
    const tx = txOf(await generate(aarav, '10000001'));
    const otp = await latestOtp();
    for (let left = OTP_MAX_WRONG_TRIES - 1; left >= 1; left--) {
      const res = await validate(aarav, tx, wrong(otp));
      expect(res.envelope).toEqual(bad(`Incorrect OTP. You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`));
    }
    const locked = { code: 429, message: 'Too many attempts. Please try again after 15 minutes.' };
    expect((await validate(aarav, tx, wrong(otp))).envelope).toEqual(locked);
    expect((await validate(aarav, tx, otp)).envelope).toEqual(locked);
  });

  it('keeps an OTP to its customer, request type and policy', async () => {
    const tx = txOf(await generate(aarav, '10000001'));
    const otp = await latestOtp();
    const invalid = bad('This OTP is no longer valid. Please request a new OTP.');
    expect((await validate(priya, tx, otp)).envelope).toEqual(invalid);
    expect((await validate(aarav, tx, otp, 'PREMIUM_REDIRECTION')).envelope).toEqual(invalid);
    // A login OTP's transaction is not a service-request OTP.
    const login = await t.client.call(user.generateLoginOtp, { loginId: AARAV.mobile, captchaToken: t.client.captchaToken });
    const loginTx = (login.envelope?.data as { transactionId: string }).transactionId;
    expect((await validate(aarav, loginTx, await latestOtp())).envelope).toEqual(invalid);
    // A resend cannot move the OTP to another policy or type.
    t.advanceSeconds(OTP_RESEND_SECONDS);
    const restart = bad('This OTP request is no longer valid. Please start again.');
    expect((await generate(aarav, '10000002', 'FUND_SWITCH', tx)).envelope).toEqual(restart);
    expect((await generate(aarav, '10000001', 'PREMIUM_REDIRECTION', tx)).envelope).toEqual(restart);
    // None of that cost a try: the right customer still verifies first time.
    expect((await validate(aarav, tx, otp)).envelope?.code).toBe(200);
  });

  it('resends after the wait, up to the limit, and expires after 10 minutes', async () => {
    const tx = txOf(await generate(aarav, '10000002'));
    expect((await generate(aarav, '10000002', 'FUND_SWITCH', tx)).envelope).toEqual({
      code: 429,
      message: 'Please wait before requesting a new OTP.',
    });
    for (let i = 0; i < OTP_MAX_RESENDS; i++) {
      t.advanceSeconds(OTP_RESEND_SECONDS);
      expect(txOf(await generate(aarav, '10000002', 'FUND_SWITCH', tx))).toBe(tx);
    }
    t.advanceSeconds(OTP_RESEND_SECONDS);
    expect((await generate(aarav, '10000002', 'FUND_SWITCH', tx)).envelope).toEqual({
      code: 429,
      message: 'You have reached the maximum number of OTP requests. Please try again later.',
    });
    const last = await latestOtp();
    t.advanceSeconds(OTP_VALID_MINUTES * 60);
    expect((await validate(aarav, tx, last)).envelope).toEqual(bad('OTP has expired. Please request a new OTP.'));
  });
});
