import { z } from 'zod';
import { ENACH_MESSAGES } from './enach-rules';

/**
 * Input of the Proceed/Modify action. The action is a public endpoint, so anything may arrive:
 * the messages are the form's own (SPEC §5), so a tampered request reads like a form error.
 */
export const enachStartSchema = z.object({
  policyNo: z.string({ error: ENACH_MESSAGES.noPolicy }).regex(/^\d{8}$/, ENACH_MESSAGES.noPolicy),
  termsAccepted: z.literal(true, { error: ENACH_MESSAGES.consent }),
  disclaimerAccepted: z.literal(true, { error: ENACH_MESSAGES.consent }),
});
