import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR as GENERIC_ERROR_KEY, INVALID_OTP as INVALID_OTP_KEY } from '@/lib/constants';
import { EMAIL_MESSAGES, emailFormSchema } from '@/features/manage-profile/email/email-rules';
import { MOBILE_MESSAGES, newMobileSchema } from '@/features/manage-profile/mobile/mobile-rules';
import { UpstreamError } from '@/lib/server/errors';
import { callAction } from './action-call';
import { core, resetStubCore, sent, upstreamPolicy, upstreamUser } from './stub-core';
import { english } from './english-text';

// What the screen shows for each of the portal's own failures (SPEC §8).
const GENERIC_ERROR = english(GENERIC_ERROR_KEY);
const INVALID_OTP = english(INVALID_OTP_KEY);

/*
 * The email and mobile changes: their form rules, and their actions against a stubbed core.
 * Both OTP calls end in '/otp' (contact/details/otp, validate/contact/details/otp): the stub
 * tells them apart by the OTP in the body.
 */
vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
}));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const { sendContactOtpAction, verifyContactOtpAction, loadContactDetailsAction } =
  await import('@/components/otp/contact-otp-actions');
const { updateEmailAction } = await import('@/features/manage-profile/email/actions');
const { sendNewMobileOtpAction, updateMobileAction } = await import('@/features/manage-profile/mobile/actions');

const SENT = { transactionId: 'T1', maskedMobile: '9876XXXX10', resendAfterSeconds: 30, expiresInSeconds: 600 };
const DUPLICATE = 'You have already raised this request.';
const calls = (path: string) => sent.filter((c) => c.path === path).map((c) => c.body);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetStubCore({
    getCustomerPolicyDetails: () => [upstreamPolicy('10000001', 'IF')],
    otp: (body) => (body.otp ? { srRequestToken: 'TOKEN-1' } : SENT),
    email: () => ({ serviceRequestId: '12345678' }),
    mobile: () => ({ serviceRequestId: '87654321' }),
    details: () => upstreamUser(),
  });
});

const issues = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('the email form (SPEC §5 "Email")', () => {
  const form = (newEmail: string, confirmEmail = newEmail) =>
    emailFormSchema.safeParse({ emailType: 'Primary', newEmail, confirmEmail });

  it.each(['aarav', 'aarav@', '@example.com', 'aarav@example', 'aa rav@example.com', 'aarav@example.c'])(
    'refuses %s',
    (email) => {
      expect(issues(form(email))).toEqual([EMAIL_MESSAGES.invalid]);
    },
  );

  it('takes at most 320 characters', () => {
    const at320 = `${'a'.repeat(64)}@${'b'.repeat(251)}.com`;
    expect(at320).toHaveLength(320);
    expect(form(at320).success).toBe(true);
    expect(issues(form(`a${at320}`))).toEqual([EMAIL_MESSAGES.invalid]);
  });

  it('lowercases, and Confirm must match New', () => {
    expect(form(' Aarav.New@Example.COM ', 'aarav.new@example.com').data?.newEmail).toBe('aarav.new@example.com');
    expect(issues(form('aarav.new@example.com', 'aarav.neww@example.com'))).toEqual([EMAIL_MESSAGES.mismatch]);
    expect(issues(form('aarav.new@example.com', ''))).toEqual([EMAIL_MESSAGES.mismatch]);
  });
});

describe('the new mobile number', () => {
  it.each(['5876543210', '987654321', '98765432100', '98765x3210', ''])('refuses %j', (mobileNo) => {
    expect(issues(newMobileSchema.safeParse({ mobileNo }))).toEqual([MOBILE_MESSAGES.invalid]);
  });
  it('takes 10 digits starting 6 to 9', () => {
    expect(newMobileSchema.safeParse({ mobileNo: '6000000001' }).success).toBe(true);
  });
});

describe('the contact OTP', () => {
  it('asks the core for an email change’s OTP, and a resend names its transaction', async () => {
    expect(await callAction(sendContactOtpAction, { srRequestType: 'EMAIL_UPDATE' })).toEqual({ ok: true, data: SENT });
    await callAction(sendContactOtpAction, { srRequestType: 'EMAIL_UPDATE', transactionId: 'T1' });
    expect(calls('otp')).toEqual([
      { sessionId: 'S1', clientId: 'C1000001', srRequestType: 'EMAIL_UPDATE' },
      { sessionId: 'S1', clientId: 'C1000001', srRequestType: 'EMAIL_UPDATE', transactionId: 'T1' },
    ]);
  });

  it('passes the duplicate refusal on, before any OTP exists', async () => {
    core.otp = () => new UpstreamError(DUPLICATE, 400);
    expect(await callAction(sendContactOtpAction, { srRequestType: 'MOBILE_UPDATE' })).toEqual({ ok: false, message: DUPLICATE });
  });

  it('refuses input no screen sends', async () => {
    for (const input of [
      { srRequestType: 'NOMINEE_CHANGE' },
      { srRequestType: 'EMAIL_UPDATE', policyNumber: '10000001' },
      { srRequestType: 'FUND_SWITCH' },
      { srRequestType: 'EMAIL_UPDATE', transactionId: '' },
    ]) {
      expect(await callAction(sendContactOtpAction, input), JSON.stringify(input)).toEqual({ ok: false, message: GENERIC_ERROR });
    }
    expect(sent).toEqual([]);
  });

  it('checks the OTP’s form before the core hears of it', async () => {
    const input = { srRequestType: 'EMAIL_UPDATE', transactionId: 'T1' };
    expect(await callAction(verifyContactOtpAction, { ...input, otp: '12345' })).toEqual({ ok: false, message: INVALID_OTP });
    expect(sent).toEqual([]);
    expect(await callAction(verifyContactOtpAction, { ...input, otp: '123456' })).toEqual({
      ok: true,
      data: { srRequestToken: 'TOKEN-1' },
    });
  });

  it('gives the dialogs the current details masked, as the profile shows them', async () => {
    expect(await callAction(loadContactDetailsAction, undefined)).toEqual({
      ok: true,
      data: { email: 'aaXXXXXXXXXX@example.com', alternateEmail: null, mobile: '9876XXXX10' },
    });
  });
});

describe('update/email', () => {
  const valid = {
    emailType: 'Secondary',
    newEmail: 'Aarav.Work@Example.com',
    confirmEmail: 'aarav.work@example.com',
    srRequestToken: 'TOKEN-1',
  };

  it('raises the request with the address lowercased and the OTP’s token', async () => {
    expect(await callAction(updateEmailAction, valid)).toEqual({ ok: true, data: { serviceRequestId: '12345678' } });
    expect(calls('email')).toEqual([
      { sessionId: 'S1', emailId: 'aarav.work@example.com', emailType: 'Secondary', srRequestToken: 'TOKEN-1' },
    ]);
  });

  it('judges the form again, and the core judges "not the same as now"', async () => {
    expect(await callAction(updateEmailAction, { ...valid, confirmEmail: 'x@example.com' })).toEqual({
      ok: false,
      message: english(EMAIL_MESSAGES.mismatch),
    });
    expect(await callAction(updateEmailAction, { ...valid, newEmail: 'nope', confirmEmail: 'nope' })).toEqual({
      ok: false,
      message: english(EMAIL_MESSAGES.invalid),
    });
    expect(await callAction(updateEmailAction, { ...valid, srRequestToken: undefined })).toEqual({
      ok: false,
      message: GENERIC_ERROR,
    });
    expect(sent).toEqual([]);
    core.email = () => new UpstreamError(english(EMAIL_MESSAGES.sameAsOld), 400);
    expect(await callAction(updateEmailAction, valid)).toEqual({ ok: false, message: english(EMAIL_MESSAGES.sameAsOld) });
  });
});

describe('a mobile change’s second OTP and update/mobile', () => {
  it('sends the second OTP to the new number with the first OTP’s token', async () => {
    await callAction(sendNewMobileOtpAction, { mobileNo: '9988776655', srRequestToken: 'TOKEN-1' });
    await callAction(sendNewMobileOtpAction, { mobileNo: '9988776655', srRequestToken: 'TOKEN-1', transactionId: 'T2' });
    expect(calls('otp')).toEqual([
      {
        sessionId: 'S1',
        clientId: 'C1000001',
        srRequestType: 'MOBILE_UPDATE',
        newMobile: '9988776655',
        srRequestToken: 'TOKEN-1',
      },
      { sessionId: 'S1', clientId: 'C1000001', srRequestType: 'MOBILE_UPDATE', transactionId: 'T2' },
    ]);
  });

  it('refuses a number that is not a mobile number before the core hears of it', async () => {
    expect(await callAction(sendNewMobileOtpAction, { mobileNo: '12345', srRequestToken: 'TOKEN-1' })).toEqual({
      ok: false,
      message: english(MOBILE_MESSAGES.invalid),
    });
    expect(sent).toEqual([]);
  });

  it('raises the request with the second token', async () => {
    expect(await callAction(updateMobileAction, { mobileNo: '9988776655', srRequestToken: 'TOKEN-2' })).toEqual({
      ok: true,
      data: { serviceRequestId: '87654321' },
    });
    expect(calls('mobile')).toEqual([
      { sessionId: 'S1', clientId: 'C1000001', mobileNo: '9988776655', srRequestToken: 'TOKEN-2' },
    ]);
  });
});
