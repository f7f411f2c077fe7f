import { z } from 'zod';
import { uploadedFile } from '@/lib/uploads/upload-rules';
import { needsPanProof, PAN_CHECKS, PAN_MESSAGES, PAN_PATTERN, type PanCheck } from './pan-rules';

/*
 * 'Edit Pan Card', for the browser and the actions alike. The actions are public endpoints, so
 * they parse what arrives with these same schemas; the core asks the issuer again on update and
 * does not take the browser's word for the check.
 */
const panNumber = z.string({ error: PAN_MESSAGES.submit }).regex(PAN_PATTERN, PAN_MESSAGES.submit);

/** Verify: the PAN alone. */
export const panVerifySchema = z.object({ panNumber });

const fields = z.object({
  panNumber,
  // null until the issuer is asked (SPEC §4), which the form does before it submits.
  panCheck: z
    .enum(PAN_CHECKS, { error: PAN_MESSAGES.notChecked })
    .nullable()
    .refine((check): check is PanCheck => check !== null, PAN_MESSAGES.notChecked),
  proof: uploadedFile.nullable(),
  consent: z.literal(true, { error: PAN_MESSAGES.consent }),
});

export const panFormSchema = fields.superRefine(
  (value, ctx) => {
    const { panCheck, proof } = value as Partial<Record<keyof z.infer<typeof fields>, unknown>>;
    if (needsPanProof(panCheck) && proof == null) ctx.addIssue({ code: 'custom', path: ['proof'], message: PAN_MESSAGES.proof });
  },
  // The proof's message with the others, not after them.
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

export type PanFormInput = z.input<typeof panFormSchema>;
export type PanForm = z.output<typeof panFormSchema>;

/** The form as it opens: no PAN, so nothing checked yet (SPEC §4: null). */
export const PAN_FORM_DEFAULTS = { panNumber: '', panCheck: null, proof: null, consent: false } as unknown as PanFormInput;
