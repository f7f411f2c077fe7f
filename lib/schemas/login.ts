import { z } from 'zod';
import { INVALID_OTP, OTP_LENGTH } from '../constants';

/** One schema per form, shared by the client form and its server action. */
export const loginIdSchema = z.object({
  loginId: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'Please enter your registered mobile number or policy number.')
        .regex(/^(\d{8}|[6-9]\d{9})$/, 'Please enter a valid 10-digit mobile number or 8-digit policy number.'),
    ),
  captchaToken: z.string().max(4000).optional(),
});
export type LoginIdInput = z.input<typeof loginIdSchema>;

export const otpSchema = z.object({
  otp: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), INVALID_OTP),
  returnTo: z.string().max(2000).optional(),
});
export type OtpInput = z.input<typeof otpSchema>;
