import { z } from 'zod';
import * as privacy from '@portal/contracts/privacy';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '@portal/contracts/contact';

/**
 * The nomination form's rules (DPDP Act 2023 s.14), as catalogue keys; the form and the action
 * check the same schema, and the core the contract's.
 */
export const NOMINEE_ERRORS = {
  name: 'privacyForms.errors.name',
  relationship: 'privacyForms.errors.relationship',
  mobile: 'privacyForms.errors.mobile',
  email: 'privacyForms.errors.email',
  contact: 'privacyForms.errors.contact',
} as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const nominationSchema = z
  .object({
    name: z
      .string({ error: NOMINEE_ERRORS.name })
      .trim()
      .regex(/^[A-Za-z][A-Za-z .'-]{1,59}$/, { error: NOMINEE_ERRORS.name }),
    relationship: z.enum(privacy.NOMINEE_RELATIONSHIPS, { error: NOMINEE_ERRORS.relationship }),
    mobile: z.preprocess(blankToUndefined, z.string().trim().regex(MOBILE_PATTERN, { error: NOMINEE_ERRORS.mobile }).optional()),
    email: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .toLowerCase()
        .max(320, { error: NOMINEE_ERRORS.email })
        .regex(EMAIL_PATTERN, { error: NOMINEE_ERRORS.email })
        .optional(),
    ),
  })
  .refine((n) => n.mobile !== undefined || n.email !== undefined, { error: NOMINEE_ERRORS.contact, path: ['mobile'] });
/** A nominee as checked: what the OTP step sends on. */
export type Nominee = z.output<typeof nominationSchema>;
