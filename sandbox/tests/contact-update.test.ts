import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTP_RESEND_SECONDS } from '@portal/contracts/constants';
import { contact, user } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { AARAV, PRIYA } from './support/fixtures';
import { approve, bad, contactToken, DUPLICATE, newestOtp, newMobileToken, profileOf, TOKEN_INVALID } from './support/profile';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

type OtpType = (typeof contact.CONTACT_OTP_TYPES)[number];
const otp = (who: LoginTokens, srRequestType: OtpType, extra: Record<string, string> = {}) =>
  t.call(who, contact.contactOtp, { clientId: who.clientId, srRequestType, ...extra });
const validate = (who: LoginTokens, transactionId: string, code: string, srRequestType: OtpType = 'EMAIL_UPDATE') =>
  t.call(who, contact.validateContactOtp, { clientId: who.clientId, transactionId, otp: code, srRequestType });
const email = (who: LoginTokens, emailId: string, srRequestToken: string, emailType: 'Primary' | 'Secondary' = 'Primary') =>
  t.call(who, contact.updateEmail, { emailId, emailType, srRequestToken });
const mobile = (who: LoginTokens, mobileNo: string, srRequestToken: string) =>
  t.call(who, contact.updateMobile, { clientId: who.clientId, mobileNo, srRequestToken });
const txOf = (res: { envelope?: { data?: unknown } }) => contact.contactOtp.data.parse(res.envelope?.data).transactionId;
const srOf = (res: { envelope?: { data?: unknown } }) => contact.updateEmail.data.parse(res.envelope?.data).serviceRequestId;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  t = await startTestSandbox('contact-update');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
beforeEach(() => t.client.clearOtpLimits());
afterAll(() => t.stop());

describe('contact/details/otp', () => {
  it('texts an OTP to the registered mobile and verifies it into a token', async () => {
    const res = await otp(aarav, 'EMAIL_UPDATE');
    expect(res.envelope).toMatchObject({ code: 200, message: 'OTP generated succesfully' });
    expect(contact.contactOtp.data.parse(res.envelope?.data)).toMatchObject({
      maskedMobile: '9876XXXX10',
      resendAfterSeconds: OTP_RESEND_SECONDS,
      expiresInSeconds: 600,
    });
    const [sms] = await t.client.outbox();
    expect(sms).toMatchObject({ to: AARAV.mobile, channel: 'sms' });
    expect(sms?.text).toBe(
      `Your OTP to update your email ID is ${sms?.otp}. It is valid for 10 minutes. Do not share it with anyone.`,
    );
    expect((await validate(aarav, txOf(res), wrong(sms?.otp as string))).envelope).toEqual(
      bad('Incorrect OTP. You have 4 attempts left.'),
    );
    const ok = await validate(aarav, txOf(res), sms?.otp as string);
    expect(contact.validateContactOtp.data.parse(ok.envelope?.data).srRequestToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps an OTP to its customer and change, and resends only after the wait', async () => {
    const tx = txOf(await otp(aarav, 'EMAIL_UPDATE'));
    const code = await newestOtp(t);
    const invalid = bad('This OTP is no longer valid. Please request a new OTP.');
    expect((await validate(priya, tx, code)).envelope).toEqual(invalid);
    expect((await validate(aarav, tx, code, 'MOBILE_UPDATE')).envelope).toEqual(invalid);
    expect((await otp(aarav, 'EMAIL_UPDATE', { transactionId: tx })).envelope).toEqual({
      code: 429,
      message: 'Please wait before requesting a new OTP.',
    });
    t.advanceSeconds(OTP_RESEND_SECONDS);
    expect((await otp(aarav, 'MOBILE_UPDATE', { transactionId: tx })).envelope).toEqual(
      bad('This OTP request is no longer valid. Please start again.'),
    );
    expect(txOf(await otp(aarav, 'EMAIL_UPDATE', { transactionId: tx }))).toBe(tx);
    expect((await validate(aarav, tx, code)).envelope?.code).toBe(400);
    expect((await validate(aarav, tx, await newestOtp(t))).envelope?.code).toBe(200);
  });

  it('applies the service-request OTP limits of the number', async () => {
    for (let i = 0; i < 10; i++) expect((await otp(aarav, 'EMAIL_UPDATE')).envelope?.code).toBe(200);
    expect((await otp(aarav, 'EMAIL_UPDATE')).envelope).toEqual({
      code: 429,
      message: 'Too many attempts. Please try again after 15 minutes.',
    });
  });

  it('refuses a client id that is not the caller’s, and a new number without the first token', async () => {
    const other = await t.call(aarav, contact.contactOtp, { clientId: PRIYA.clientId, srRequestType: 'EMAIL_UPDATE' });
    expect(other.envelope).toEqual(bad('Invalid request.'));
    expect((await otp(aarav, 'MOBILE_UPDATE', { newMobile: '9000000001' })).envelope).toEqual(bad('Invalid request.'));
    expect((await otp(aarav, 'MOBILE_UPDATE', { newMobile: '9000000001', srRequestToken: 'forged' })).envelope).toEqual(
      TOKEN_INVALID,
    );
  });
});

describe('update/email', () => {
  it('checks the SPEC rules before the token', async () => {
    const token = await contactToken(t, aarav, 'EMAIL_UPDATE');
    for (const address of ['aarav', 'aarav@', 'a b@example.com', 'aarav@example', `${'a'.repeat(310)}@example.com`]) {
      expect((await email(aarav, address, token)).envelope, address).toEqual(bad('Please Enter a Valid Email'));
    }
    expect((await email(aarav, ' AARAV.Sharma@Example.com ', token)).envelope).toEqual(
      bad('New Email cannot be same as old email'),
    );
    expect((await email(aarav, 'new@example.com', 'not-a-token')).envelope).toEqual(TOKEN_INVALID);
    // The token from an email OTP does not unlock a mobile change.
    expect((await mobile(aarav, '9000000001', token)).envelope).toEqual(TOKEN_INVALID);
  });

  let sr = '';
  it('raises a request, lowercased, and tells the customer by SMS and email', async () => {
    const token = await contactToken(t, aarav, 'EMAIL_UPDATE');
    const res = await email(aarav, 'Aarav.New@Example.COM', token);
    sr = srOf(res);
    expect(sr).toMatch(/^\d{8}$/);
    const [mail, sms] = await t.client.outbox();
    expect(sms?.text).toBe(`Your Email ID Update Request SR ${sr} is received. We will respond within 7 days.`);
    expect(mail).toMatchObject({ channel: 'email', to: 'aarav.sharma@example.com' });
    // A token works once.
    expect((await email(aarav, 'other@example.com', token)).envelope).toEqual(TOKEN_INVALID);
    // Nothing changes until the back office approves.
    expect((await profileOf(t, aarav)).emailId).toBe('aarav.sharma@example.com');
    const queued = (await (await fetch(`${t.sb.url}/__sandbox/service-requests`)).json()) as Array<{ srNumber: string }>;
    expect(queued.find((q) => q.srNumber === sr)).toMatchObject({
      subject: 'Email ID Update Request',
      kind: 'EMAIL',
      change: { emailType: 'Primary', emailId: 'aarav.new@example.com' },
    });
  });

  it('refuses a second request before any OTP is sent', async () => {
    const before = (await t.client.outbox()).length;
    expect((await otp(aarav, 'EMAIL_UPDATE')).envelope).toEqual(DUPLICATE);
    expect((await t.client.outbox()).length).toBe(before);
  });

  it('changes the email once approved', async () => {
    expect((await approve(t, sr)).status).toBe(200);
    expect((await profileOf(t, aarav)).emailId).toBe('aarav.new@example.com');
    const [mail, sms] = await t.client.outbox();
    const text = `Your request SR ${sr} (Email ID Update Request) has been approved and completed.`;
    expect(sms).toMatchObject({ to: AARAV.mobile, text });
    expect(mail).toMatchObject({ to: 'aarav.new@example.com', subject: `Service request SR ${sr} completed`, text });
  });

  it('sets the secondary email, which must differ from the current secondary', async () => {
    const token = await contactToken(t, aarav, 'EMAIL_UPDATE');
    // The primary is no obstacle: the rule compares with the current email of the chosen type.
    const res = await email(aarav, 'aarav.new@example.com', token, 'Secondary');
    expect((await approve(t, srOf(res))).status).toBe(200);
    expect(await profileOf(t, aarav)).toMatchObject({
      emailId: 'aarav.new@example.com',
      alternateEmailId: 'aarav.new@example.com',
    });
    const again = await contactToken(t, aarav, 'EMAIL_UPDATE');
    expect((await email(aarav, 'AARAV.NEW@example.com', again, 'Secondary')).envelope).toEqual(
      bad('New Email cannot be same as old email'),
    );
  });

  it('keeps the token of a request refused as a duplicate', async () => {
    // Two verifications before either request: the second meets the first's open request.
    const first = await contactToken(t, aarav, 'EMAIL_UPDATE');
    const second = await contactToken(t, aarav, 'EMAIL_UPDATE');
    const sr = srOf(await email(aarav, 'one@example.com', first));
    expect((await email(aarav, 'two@example.com', second)).envelope).toEqual(DUPLICATE);
    expect((await approve(t, sr)).status).toBe(200);
    expect(srOf(await email(aarav, 'two@example.com', second))).toMatch(/^\d{8}$/);
  });

  it('takes any valid email from a customer with none on record', async () => {
    const token = await contactToken(t, priya, 'EMAIL_UPDATE');
    expect(srOf(await email(priya, 'priya@example.com', token))).toMatch(/^\d{8}$/);
    // Without an email on record the customer hears by SMS only.
    expect((await t.client.outbox())[0]).toMatchObject({ to: PRIYA.mobile, channel: 'sms' });
  });
});

describe('update/mobile', () => {
  it('proves the new number with an OTP sent to it', async () => {
    const first = await contactToken(t, priya, 'MOBILE_UPDATE');
    expect((await t.client.outbox())[0]?.text).toMatch(/^Your OTP to update your mobile number is \d{6}\./);
    const checks: Array<[string, string]> = [
      ['12345', 'Please enter a valid mobile number'],
      ['5123456789', 'Please enter a valid mobile number'],
      [PRIYA.mobile, 'New mobile number cannot be same as old mobile number'],
      [AARAV.mobile, 'This mobile number is already registered with us.'],
    ];
    for (const [newMobile, message] of checks) {
      expect((await otp(priya, 'MOBILE_UPDATE', { newMobile, srRequestToken: first })).envelope, newMobile).toEqual(bad(message));
    }
    const sent = await otp(priya, 'MOBILE_UPDATE', { newMobile: '9000000002', srRequestToken: first });
    expect(contact.contactOtp.data.parse(sent.envelope?.data).maskedMobile).toBe('9000XXXX02');
    const [sms] = await t.client.outbox();
    expect(sms).toMatchObject({ to: '9000000002', channel: 'sms' });
    expect(sms?.text).toMatch(/^Your OTP to confirm this number as your new mobile number with us is \d{6}\./);
    const second = await validate(priya, txOf(sent), sms?.otp as string, 'MOBILE_UPDATE');
    const token = contact.validateContactOtp.data.parse(second.envelope?.data).srRequestToken;
    // The first token was spent by the second OTP; the second is for that number only.
    expect((await mobile(priya, '9000000002', first)).envelope).toEqual(TOKEN_INVALID);
    expect((await mobile(priya, '9000000003', token)).envelope).toEqual(TOKEN_INVALID);
    const res = await mobile(priya, '9000000002', token);
    const sr = srOf(res);
    expect((await otp(priya, 'MOBILE_UPDATE')).envelope).toEqual(DUPLICATE);
    expect((await profileOf(t, priya)).primaryMobileNo).toBe(PRIYA.mobile);

    expect((await approve(t, sr)).status).toBe(200);
    expect((await profileOf(t, priya)).primaryMobileNo).toBe('9000000002');
    const outbox = await t.client.outbox();
    expect(outbox.find((m) => m.to === PRIYA.mobile)?.text).toBe(
      'Your registered mobile number has been changed to 9000XXXX02. If you did not ask for this, please call us at once.',
    );
    expect(outbox[0]).toMatchObject({
      to: '9000000002',
      text: `Your request SR ${sr} (Mobile Number Update Request) has been approved and completed.`,
    });
    // The new number is the login now.
    const again = await t.client.login('9000000002');
    expect((await t.data(again, user.profileDetails, {})).clientId).toBe(PRIYA.clientId);
  });

  it('refuses the new number if another customer has taken it by approval time', async () => {
    const token = await newMobileToken(t, aarav, '9000000004');
    const sr = srOf(await mobile(aarav, '9000000004', token));
    const priyaNow = await t.client.login('9000000002');
    const hers = await newMobileToken(t, priyaNow, '9000000004');
    const hersSr = srOf(await mobile(priyaNow, '9000000004', hers));
    expect((await approve(t, hersSr)).status).toBe(200);
    const refused = await approve(t, sr);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'This mobile number is already registered with us.' });
    expect((await profileOf(t, aarav)).primaryMobileNo).toBe(AARAV.mobile);
  });
});
