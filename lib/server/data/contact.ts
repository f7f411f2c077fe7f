import 'server-only';
import { contact } from '@portal/contracts';
import type { OwnedPolicy } from '../../types';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import type { SrOtpSent } from './sr-otp';

export type ContactOtpType = contact.ContactOtpType;
export type EmailType = (typeof contact.EMAIL_TYPES)[number];

/** What an OTP confirms besides its type: a nominee change's policy, a new mobile number's proof. */
export interface ContactOtpSubject {
  srRequestType: ContactOtpType;
  policy?: OwnedPolicy;
  /** the new number, with the token of the OTP the registered mobile received */
  newMobile?: string;
  srRequestToken?: string;
}

/**
 * Sends (or, with the earlier transactionId, re-sends) the OTP that confirms a profile change
 * (contact/details/otp). The core refuses a duplicate request here, before any OTP goes out.
 */
export async function sendContactOtp(subject: ContactOtpSubject, transactionId?: string): Promise<SrOtpSent> {
  const { clientId } = await requireAuth();
  // A resend names only its transaction: the core already knows what it is for.
  if (transactionId) return callAsCustomer(contact.contactOtp, { clientId, srRequestType: subject.srRequestType, transactionId });
  const { srRequestType, policy, newMobile, srRequestToken } = subject;
  return callAsCustomer(contact.contactOtp, {
    clientId,
    srRequestType,
    ...(policy !== undefined ? { policyNumber: policy.policyNo } : {}),
    ...(newMobile !== undefined ? { newMobile, srRequestToken } : {}),
  });
}

/** Checks the OTP; its token is single use, for that customer and change. */
export async function verifyContactOtp(transactionId: string, otp: string, srRequestType: ContactOtpType): Promise<string> {
  const { clientId } = await requireAuth();
  return (await callAsCustomer(contact.validateContactOtp, { clientId, transactionId, otp, srRequestType })).srRequestToken;
}

/** Raises 'Email ID Update Request'; the email changes when the back office approves it. */
export async function updateEmail(emailId: string, emailType: EmailType, srRequestToken: string): Promise<string> {
  return (await callAsCustomer(contact.updateEmail, { emailId, emailType, srRequestToken })).serviceRequestId;
}

/** Raises 'Mobile Number Update Request' with the token of the OTP the new number received. */
export async function updateMobile(mobileNo: string, srRequestToken: string): Promise<string> {
  const { clientId } = await requireAuth();
  return (await callAsCustomer(contact.updateMobile, { clientId, mobileNo, srRequestToken })).serviceRequestId;
}
