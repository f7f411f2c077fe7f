import { z } from 'zod';
import { defineCall, policyNumber, serviceRequestNumber } from './define';

/**
 * The OTP to the customer's registered mobile that confirms a profile change
 * (contact/details/otp, validate/contact/details/otp), and the email and
 * mobile updates it unlocks. The generate call names the change it is for,
 * so a duplicate request is refused before an OTP is sent; the token from
 * validate is single use, for that customer and change, valid 10 minutes.
 *
 * A new mobile number is proven too: after the first OTP, generate again with
 * `newMobile` and that token; the OTP goes to the new number, and validating
 * it answers the token update/mobile takes (bound to that number).
 * NOMINEE_CHANGE names its `policyNumber`; its token confirms changeNominee.
 */
const P = '/usermgmt/api/v1';
const sessionId = z.string().min(1);
const clientId = z.string().min(1).max(40);

export const CONTACT_OTP_TYPES = ['EMAIL_UPDATE', 'MOBILE_UPDATE', 'NOMINEE_CHANGE', 'BANK_ACCOUNT_UPDATE'] as const;
export type ContactOtpType = (typeof CONTACT_OTP_TYPES)[number];

/** SPEC §5 "Email": a standard address, lowercased, at most 320 characters. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/;
export const EMAIL_MAX = 320;
export const EMAIL_TYPES = ['Primary', 'Secondary'] as const;
/** An Indian mobile number: 10 digits starting 6 to 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

export const contactOtp = defineCall({
  method: 'POST',
  path: `${P}/contact/details/otp`,
  auth: true,
  request: z
    .object({
      sessionId,
      clientId,
      srRequestType: z.enum(CONTACT_OTP_TYPES),
      /** present on a resend */
      transactionId: z.string().min(1).max(100).optional(),
      /** NOMINEE_CHANGE: the policy whose nominees change */
      policyNumber: policyNumber.optional(),
      /** MOBILE_UPDATE, second OTP: the new number, with the token of the first */
      newMobile: z.string().max(15).optional(),
      srRequestToken: z.string().min(1).max(100).optional(),
    })
    .refine((r) => r.transactionId || (r.srRequestType === 'NOMINEE_CHANGE') === (r.policyNumber !== undefined), {
      message: 'policyNumber goes with NOMINEE_CHANGE, and only with it',
    })
    .refine((r) => r.newMobile === undefined || (r.srRequestType === 'MOBILE_UPDATE' && r.srRequestToken), {
      message: 'newMobile goes with MOBILE_UPDATE and the first OTP’s srRequestToken',
    }),
  data: z.object({
    transactionId: z.string(),
    maskedMobile: z.string(),
    resendAfterSeconds: z.number().int().nonnegative(),
    expiresInSeconds: z.number().int().positive(),
  }),
});

export const validateContactOtp = defineCall({
  method: 'POST',
  path: `${P}/validate/contact/details/otp`,
  auth: true,
  request: z.object({
    sessionId,
    clientId,
    transactionId: z.string().min(1).max(100),
    otp: z.string().regex(/^\d{6}$/),
    srRequestType: z.enum(CONTACT_OTP_TYPES),
  }),
  data: z.object({ srRequestToken: z.string() }),
});

/** Raised as 'Email ID Update Request'; the email changes when the back office approves. */
export const updateEmail = defineCall({
  method: 'POST',
  path: `${P}/update/email`,
  auth: true,
  request: z.object({
    sessionId,
    emailId: z.string().max(1000),
    emailType: z.enum(EMAIL_TYPES),
    srRequestToken: z.string().min(1).max(100),
  }),
  data: z.object({ serviceRequestId: serviceRequestNumber }),
});

/** Raised as 'Mobile Number Update Request'; needs the token of the OTP sent to `mobileNo` itself. */
export const updateMobile = defineCall({
  method: 'POST',
  path: `${P}/update/mobile`,
  auth: true,
  request: z.object({
    sessionId,
    clientId,
    mobileNo: z.string().max(15),
    srRequestToken: z.string().min(1).max(100),
  }),
  data: z.object({ serviceRequestId: serviceRequestNumber }),
});
