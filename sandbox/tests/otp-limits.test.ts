import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { OTP_RESEND_SECONDS } from '@portal/contracts/constants';
import { contact, funds, user } from '@portal/contracts';
import { AARAV, PRIYA } from './support/fixtures';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

/**
 * The core's OTP throttle (README "OTP limits"): per mobile number, login and
 * service-request OTPs sent counted apart, wrong ones together; and per client
 * address for login. Each test
 * starts on a fresh core, so counts never leak from one test to the next.
 */
let t: TestSandbox;
const tooMany = (minutes: number) => ({ code: 429, message: `Too many attempts. Please try again after ${minutes} minutes.` });

const generate = (loginId: string, extra: { transactionId?: string; clientIp?: string } = {}) =>
  t.client.call(user.generateLoginOtp, { loginId, captchaToken: t.client.captchaToken, ...extra });
const validate = (transactionId: string, otp: string, clientIp?: string) =>
  t.client.call(user.validateLoginOtp, { transactionId, otp, ...(clientIp ? { clientIp } : {}) });
const txOf = (res: Awaited<ReturnType<typeof generate>>) => user.generateLoginOtp.data.parse(res.envelope?.data).transactionId;
const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

beforeEach(async () => {
  await t?.stop();
  t = await startTestSandbox('otp-limits');
});
afterAll(() => t.stop());

describe('OTP limits per mobile number', () => {
  it('sends at most 5 login OTPs per number in 15 minutes, first sends and resends together', async () => {
    const first = await generate(AARAV.mobile);
    t.advanceSeconds(OTP_RESEND_SECONDS);
    expect((await generate(AARAV.mobile, { transactionId: txOf(first) })).envelope?.code).toBe(200);
    expect((await generate(AARAV.mobile)).envelope?.code).toBe(200);
    // A policy number reaches the same mobile, so it counts against it too.
    expect((await generate('10000002')).envelope?.code).toBe(200);
    expect((await generate(AARAV.mobile)).envelope?.code).toBe(200);
    t.advanceSeconds(60);
    expect((await generate(AARAV.mobile)).envelope).toEqual(tooMany(14));
    expect((await generate(AARAV.mobile, { transactionId: txOf(first) })).envelope).toEqual(tooMany(14));
    // Other numbers are not held back.
    expect((await generate(PRIYA.mobile)).envelope?.code).toBe(200);
    // Once the first send is 15 minutes old, one more may go.
    t.advanceSeconds(15 * 60 - OTP_RESEND_SECONDS - 60 - 1);
    expect((await generate(AARAV.mobile)).envelope).toEqual(tooMany(1));
    t.advanceSeconds(1);
    expect((await generate(AARAV.mobile)).envelope?.code).toBe(200);
  });

  it('counts service-request OTPs apart from login OTPs: 10 of them per number in 15 minutes', async () => {
    const aarav = await t.client.login(AARAV.mobile);
    // Four more logins: the login count is full, service requests are not held back by it.
    for (let i = 0; i < 4; i++) expect((await generate(AARAV.mobile)).envelope?.code).toBe(200);
    expect((await generate(AARAV.mobile)).envelope).toEqual(tooMany(15));
    const fundSwitch = { clientId: aarav.clientId, policyNumber: '10000001', srRequestType: 'FUND_SWITCH' as const };
    for (let i = 0; i < 10; i++) expect((await t.call(aarav, funds.generateSrOtp, fundSwitch)).envelope?.code).toBe(200);
    const sr = await t.call(aarav, funds.generateSrOtp, {
      clientId: aarav.clientId,
      policyNumber: '10000002',
      srRequestType: 'PREMIUM_REDIRECTION',
    });
    expect(sr.envelope).toEqual(tooMany(15));
    // A profile change's OTP is a service request's too.
    const email = await t.call(aarav, contact.contactOtp, { clientId: aarav.clientId, srRequestType: 'EMAIL_UPDATE' });
    expect(email.envelope).toEqual(tooMany(15));
  });

  it('lets a customer log in, then change email and mobile and switch funds in one sitting', async () => {
    // The login, with one resend, as a customer who did not get the first SMS would.
    const first = txOf(await generate(AARAV.mobile));
    t.advanceSeconds(OTP_RESEND_SECONDS);
    await generate(AARAV.mobile, { transactionId: first });
    const login = await validate(first, await t.client.latestOtp(AARAV.mobile));
    const aarav = user.validateLoginOtp.data.parse(login.envelope?.data);
    const { clientId } = aarav;
    const verified = async (
      res: { envelope?: { code: number; data?: unknown } },
      type: 'EMAIL_UPDATE' | 'MOBILE_UPDATE',
      to: string,
    ) => {
      expect(res.envelope?.code).toBe(200);
      const { transactionId } = contact.contactOtp.data.parse(res.envelope?.data);
      const otp = await t.client.latestOtp(to);
      const ok = await t.data(aarav, contact.validateContactOtp, { clientId, transactionId, otp, srRequestType: type });
      return ok.srRequestToken;
    };
    // Email: an OTP and a resend.
    const emailOtp = await t.call(aarav, contact.contactOtp, { clientId, srRequestType: 'EMAIL_UPDATE' });
    t.advanceSeconds(OTP_RESEND_SECONDS);
    const emailTx = contact.contactOtp.data.parse(emailOtp.envelope?.data).transactionId;
    const resent = await t.call(aarav, contact.contactOtp, { clientId, srRequestType: 'EMAIL_UPDATE', transactionId: emailTx });
    const emailToken = await verified(resent, 'EMAIL_UPDATE', AARAV.mobile);
    const emailSr = await t.call(aarav, contact.updateEmail, {
      emailId: 'aarav.new@example.com',
      emailType: 'Primary',
      srRequestToken: emailToken,
    });
    expect(emailSr.envelope?.code).toBe(200);
    // Mobile: the registered number's OTP, then the new number's.
    const oldNumber = await verified(
      await t.call(aarav, contact.contactOtp, { clientId, srRequestType: 'MOBILE_UPDATE' }),
      'MOBILE_UPDATE',
      AARAV.mobile,
    );
    const newMobile = '9000000002';
    const bothNumbers = await verified(
      await t.call(aarav, contact.contactOtp, { clientId, srRequestType: 'MOBILE_UPDATE', newMobile, srRequestToken: oldNumber }),
      'MOBILE_UPDATE',
      newMobile,
    );
    const mobileSr = await t.call(aarav, contact.updateMobile, { clientId, mobileNo: newMobile, srRequestToken: bothNumbers });
    expect(mobileSr.envelope?.code).toBe(200);
    // A fund switch's OTP: the fifth service-request OTP to the number, after two login OTPs.
    const sr = await t.call(aarav, funds.generateSrOtp, { clientId, policyNumber: '10000001', srRequestType: 'FUND_SWITCH' });
    expect(sr.envelope?.code).toBe(200);
    const { transactionId } = funds.generateSrOtp.data.parse(sr.envelope?.data);
    const otp = await t.client.latestOtp(AARAV.mobile);
    const token = await t.call(aarav, funds.validateSrOtp, {
      clientId,
      srRequestType: 'FUND_SWITCH',
      transactionId,
      otp,
    });
    expect(token.envelope?.code).toBe(200);
  });

  it('locks a number for 15 minutes after 5 wrong OTPs, across transactions and whatever is resent', async () => {
    const a = txOf(await generate(AARAV.mobile));
    const otpA = await t.client.latestOtp(AARAV.mobile);
    for (const left of [4, 3, 2]) {
      expect((await validate(a, wrong(otpA))).envelope).toEqual({
        code: 400,
        message: `Incorrect OTP. You have ${left} attempts left.`,
      });
    }
    // A new transaction does not start the count again.
    const b = txOf(await generate(AARAV.mobile));
    const otpB = await t.client.latestOtp(AARAV.mobile);
    // Its own count starts afresh, and the customer is told the number's lock is one wrong OTP away.
    expect((await validate(b, wrong(otpB))).envelope).toEqual({
      code: 400,
      message: 'Incorrect OTP. One more incorrect OTP will lock this mobile number for 15 minutes.',
    });
    expect((await validate(b, wrong(otpB))).envelope).toEqual(tooMany(15));
    // Locked: the right code, a resend and a new login are all refused.
    expect((await validate(b, otpB)).envelope).toEqual(tooMany(15));
    t.advanceSeconds(OTP_RESEND_SECONDS);
    expect((await generate(AARAV.mobile, { transactionId: b })).envelope).toEqual(tooMany(15));
    t.advanceSeconds(10 * 60);
    expect((await generate(AARAV.mobile)).envelope).toEqual(tooMany(5));
    t.advanceSeconds(5 * 60 - OTP_RESEND_SECONDS);
    const c = txOf(await generate(AARAV.mobile));
    expect((await validate(c, await t.client.latestOtp(AARAV.mobile))).envelope?.code).toBe(200);
  });

  it('never lets a resend reset the wrong tries, not even on a locked login', async () => {
    const a = txOf(await generate(AARAV.mobile));
    const otp = await t.client.latestOtp(AARAV.mobile);
    await validate(a, wrong(otp));
    await validate(a, wrong(otp));
    t.advanceSeconds(OTP_RESEND_SECONDS);
    expect((await generate(AARAV.mobile, { transactionId: a })).envelope?.code).toBe(200);
    const resent = await t.client.latestOtp(AARAV.mobile);
    expect((await validate(a, wrong(resent))).envelope).toEqual({
      code: 400,
      message: 'Incorrect OTP. You have 2 attempts left.',
    });
    await validate(a, wrong(resent));
    expect((await validate(a, wrong(resent))).envelope).toEqual(tooMany(15));
    // Long after the number's lock, the locked login still cannot be revived by a resend.
    t.advanceSeconds(16 * 60);
    expect((await generate(AARAV.mobile, { transactionId: a })).envelope).toEqual({
      code: 400,
      message: 'This OTP request is no longer valid. Please start again.',
    });
    expect((await validate(a, await t.client.latestOtp(AARAV.mobile))).envelope?.code).toBe(429);
  });

  it('locks the number for service-request OTPs too, and keeps the lock across a restart of the core', async () => {
    const aarav = await t.client.login(AARAV.mobile);
    const sr = { clientId: aarav.clientId, policyNumber: '10000001', srRequestType: 'FUND_SWITCH' as const };
    const { transactionId } = await t.data(aarav, funds.generateSrOtp, sr);
    const otp = (await t.client.outbox())[0]?.otp as string;
    for (let i = 0; i < 4; i++) await t.call(aarav, funds.validateSrOtp, { ...sr, transactionId, otp: wrong(otp) });
    expect((await t.call(aarav, funds.validateSrOtp, { ...sr, transactionId, otp: wrong(otp) })).envelope).toEqual(tooMany(15));
    await t.restart();
    expect((await generate(AARAV.mobile)).envelope).toEqual(tooMany(15));
  });
});

describe('OTP limits per client address', () => {
  const IP = '203.0.113.7';

  it('takes at most 20 OTP requests from one address in 15 minutes, whichever login id they name', async () => {
    for (let i = 0; i < 20; i++)
      expect((await generate(`90000000${String(i).padStart(2, '0')}`, { clientIp: IP })).envelope?.code).toBe(200);
    expect((await generate(AARAV.mobile, { clientIp: IP })).envelope).toEqual(tooMany(15));
    expect((await generate(AARAV.mobile, { clientIp: '198.51.100.2' })).envelope?.code).toBe(200);
    // A call that names no address is not counted per address.
    expect((await generate(PRIYA.mobile)).envelope?.code).toBe(200);
  });

  it('takes at most 30 OTP checks from one address in 15 minutes', async () => {
    for (let i = 0; i < 30; i++) expect((await validate('no-such-transaction', '123456', IP)).envelope?.code).toBe(400);
    const tx = txOf(await generate(AARAV.mobile));
    const otp = await t.client.latestOtp(AARAV.mobile);
    expect((await validate(tx, otp, IP)).envelope).toEqual(tooMany(15));
    expect((await validate(tx, otp, '198.51.100.2')).envelope?.code).toBe(200);
  });
});

describe('lifting the limits', () => {
  const IP = '203.0.113.9';

  async function lockOut(): Promise<void> {
    for (let i = 0; i < 20; i++) await generate(`90000000${String(i).padStart(2, '0')}`, { clientIp: IP });
    const tx = txOf(await generate(AARAV.mobile));
    for (let i = 0; i < 5; i++) await validate(tx, '000000');
    expect((await generate(AARAV.mobile)).envelope).toEqual(tooMany(15));
    expect((await generate(PRIYA.mobile, { clientIp: IP })).envelope).toEqual(tooMany(15));
  }

  it('clears one number and one address, or everything', async () => {
    await lockOut();
    const one = await t.client.admin('/__sandbox/otp-limits/clear', { mobile: AARAV.mobile, clientIp: IP });
    expect(one.status).toBe(200);
    const tx = txOf(await generate(AARAV.mobile, { clientIp: IP }));
    expect((await validate(tx, await t.client.latestOtp(AARAV.mobile), IP)).envelope?.code).toBe(200);

    await lockOut();
    expect((await t.client.admin('/__sandbox/otp-limits/clear', {})).status).toBe(200);
    expect((await generate(AARAV.mobile, { clientIp: IP })).envelope?.code).toBe(200);
    expect((await t.client.admin('/__sandbox/otp-limits/clear', { mobile: '12' })).status).toBe(400);
  });

  it('clears them on reset', async () => {
    await lockOut();
    expect((await t.client.admin('/__sandbox/reset', {})).status).toBe(200);
    expect((await generate(AARAV.mobile, { clientIp: IP })).envelope?.code).toBe(200);
  });
});
