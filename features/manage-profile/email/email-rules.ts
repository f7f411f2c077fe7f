import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, EMAIL_TYPES } from '@portal/contracts/contact';
import { srRequestToken } from '../contact-otp/token-schema';

/**
 * SPEC §5 "Email", with its messages: a standard address, lowercased, at most 320 characters, and
 * Confirm equal to New. One schema for the form and the action. "Not the current email of the
 * chosen type" needs the full current address, which never leaves the server (the profile shows
 * it masked): the core judges it when the request is made, and the form puts its answer
 * (EMAIL_MESSAGES.sameAsOld, worded) on the New Email field.
 */
export const EMAIL_MESSAGES = {
  invalid: 'profileModals.email.errors.invalid',
  /** also the core's refusal, in the page's language (its Hindi is the core's, word for word) */
  sameAsOld: 'profileModals.email.errors.sameAsOld',
  mismatch: 'profileModals.email.errors.mismatch',
} as const;

export const normaliseEmail = (raw: string) => raw.trim().toLowerCase();

const emailFields = {
  emailType: z.enum(EMAIL_TYPES),
  newEmail: z
    .string()
    .transform(normaliseEmail)
    .pipe(z.string().max(EMAIL_MAX, EMAIL_MESSAGES.invalid).regex(EMAIL_PATTERN, EMAIL_MESSAGES.invalid)),
  confirmEmail: z.string().transform(normaliseEmail),
};

const confirmMatches = ({ newEmail, confirmEmail }: { newEmail: string; confirmEmail: string }, ctx: z.RefinementCtx) => {
  if (confirmEmail !== newEmail) ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: EMAIL_MESSAGES.mismatch });
};

/** The 'Edit Email Address' form. */
export const emailFormSchema = z.object(emailFields).superRefine(confirmMatches);

/** The same form as the action receives it, with the OTP's token. */
export const emailSubmitSchema = z.object({ ...emailFields, srRequestToken }).superRefine(confirmMatches);

export type EmailFormInput = z.input<typeof emailFormSchema>;
export type EmailFormValues = z.output<typeof emailFormSchema>;
