import { contact, user } from '@portal/contracts';
import type { LoginTokens } from './client';
import type { TestSandbox } from './sandbox';

/**
 * Profile flows the way the portal drives them: OTPs read from the outbox,
 * the back office approving through its tester endpoint.
 */
type OtpType = (typeof contact.CONTACT_OTP_TYPES)[number];

/** The newest OTP in the outbox (a test file drives its sandbox alone). */
export const newestOtp = async (t: TestSandbox) => {
  const otp = (await t.client.outbox()).find((m) => m.otp)?.otp;
  if (!otp) throw new Error('no OTP in the outbox');
  return otp;
};

/** contact/details/otp, then its validation: the token a change needs. */
export async function contactToken(
  t: TestSandbox,
  who: LoginTokens,
  srRequestType: OtpType,
  extra: { policyNumber?: string; newMobile?: string; srRequestToken?: string } = {},
): Promise<string> {
  await t.client.clearOtpLimits();
  const { clientId } = who;
  const { transactionId } = await t.data(who, contact.contactOtp, { clientId, srRequestType, ...extra });
  const otp = await newestOtp(t);
  return (await t.data(who, contact.validateContactOtp, { clientId, transactionId, otp, srRequestType })).srRequestToken;
}

/** Both OTPs of a mobile change: the registered number's, then the new number's. */
export async function newMobileToken(t: TestSandbox, who: LoginTokens, newMobile: string): Promise<string> {
  const first = await contactToken(t, who, 'MOBILE_UPDATE');
  return contactToken(t, who, 'MOBILE_UPDATE', { newMobile, srRequestToken: first });
}

/** The back office approves a request. */
export const approve = (t: TestSandbox, srNumber: string) => t.client.admin('/__sandbox/service-requests/approve', { srNumber });

export const profileOf = (t: TestSandbox, who: LoginTokens) => t.data(who, user.profileDetails, {});

export const bad = (message: string) => ({ code: 400, message });
export const DUPLICATE = bad('You have already raised this request.');
export const TOKEN_INVALID = bad('Your OTP verification is no longer valid. Please verify with a new OTP.');
