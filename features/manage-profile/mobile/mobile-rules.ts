import { z } from 'zod';
import { MOBILE_PATTERN } from '@portal/contracts/contact';
import { GENERIC_ERROR } from '@/lib/constants';
import { srRequestToken } from '../contact-otp/token-schema';

/**
 * The new mobile number: 10 digits starting 6 to 9 (the core's message). Whether it is the
 * current number or another customer's the core judges when the OTP to it is asked for, before
 * any OTP goes out; the form shows those answers on the number itself.
 */
export const MOBILE_MESSAGES = {
  invalid: 'profileModals.mobile.errors.invalid',
  sameAsOld: 'profileModals.mobile.errors.sameAsOld',
  taken: 'profileModals.mobile.errors.taken',
} as const;

/**
 * The core's answers that are about the number typed, not about the request, as keys: the core
 * sends them worded in the page's language (the catalogue's Hindi is the core's), so the form
 * matches them as worded.
 */
export const NUMBER_ANSWERS: readonly string[] = [MOBILE_MESSAGES.invalid, MOBILE_MESSAGES.sameAsOld, MOBILE_MESSAGES.taken];

const mobileNo = z.string({ error: MOBILE_MESSAGES.invalid }).trim().regex(MOBILE_PATTERN, MOBILE_MESSAGES.invalid);

/** The 'New Mobile Number' form. */
export const newMobileSchema = z.object({ mobileNo });
export type NewMobileInput = z.input<typeof newMobileSchema>;

/** The OTP to the new number: the number, with the token of the OTP the registered mobile received. */
export const newMobileOtpSchema = z.object({
  mobileNo,
  srRequestToken,
  transactionId: z.string({ error: GENERIC_ERROR }).min(1, GENERIC_ERROR).max(100, GENERIC_ERROR).optional(),
});

/** update/mobile, with the token of the OTP the new number received. */
export const mobileSubmitSchema = z.object({ mobileNo, srRequestToken });
