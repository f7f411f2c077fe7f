import { z } from 'zod';
import { OTP_PATTERN } from '@/lib/otp-rules';
import { LOGIN_ID_PATTERN, LOGIN_MESSAGES, normaliseLoginId } from './login-rules';

/** The login actions' input, built from the same rules the login form checks in the browser. */
export const loginIdSchema = z.object({
  loginId: z
    .string()
    .transform(normaliseLoginId)
    .pipe(z.string().min(1, LOGIN_MESSAGES.loginIdRequired).regex(LOGIN_ID_PATTERN, LOGIN_MESSAGES.loginIdInvalid)),
  captchaToken: z.string().max(4000).optional(),
});

/** Any malformed verify request reads 'Invalid OTP': only the OTP is the customer's to get wrong. */
const invalidOtp = { error: LOGIN_MESSAGES.otpInvalid };

export const verifyOtpSchema = z.object(
  {
    otp: z.string(invalidOtp).regex(OTP_PATTERN, invalidOtp),
    returnTo: z.string(invalidOtp).max(2000, invalidOtp).optional(),
  },
  invalidOtp,
);
