import { z } from 'zod';
import { GENERIC_ERROR } from '@/lib/constants';
import { otpSchema } from '@/lib/otp-schema';
import { type UploadedFile, uploadedFile } from '@/lib/uploads/upload-rules';
import { FILE_MISSING } from '../file-missing';
import { AADHAAR_MESSAGES, aadhaarNumberProblem, KYC_TYPES, type KycType, VERIFICATION_TYPES } from './aadhaar-rules';

/*
 * The 'Update Aadhaar' form, for the browser and the actions alike: the actions are public
 * endpoints, so the server parses what arrives with this same schema.
 */

const PROOF_SIDES = ['front', 'back'] as const;

const fields = z.object({
  verificationType: z.enum(VERIFICATION_TYPES, { error: AADHAAR_MESSAGES.verificationType }),
  kycType: z.enum(KYC_TYPES, { error: AADHAAR_MESSAGES.kycType }),
  // Bounded here; the number's own rules depend on kycType, so they are checked below.
  aadhaarNo: z.string({ error: AADHAAR_MESSAGES.required }).max(24, AADHAAR_MESSAGES.digits),
  consent: z.literal(true, { error: AADHAAR_MESSAGES.consent }),
  front: uploadedFile.nullable(),
  back: uploadedFile.nullable(),
});

type Loose = Partial<Record<keyof z.infer<typeof fields>, unknown>>;

export const aadhaarFormSchema = fields.superRefine(
  (value, ctx) => {
    const v = value as Loose;
    if (typeof v.aadhaarNo === 'string') {
      // Until a kind is chosen, the number is judged as an Aadhaar, the usual case.
      const kycType: KycType = v.kycType === 'vid' ? 'vid' : 'aadhar';
      const problem = aadhaarNumberProblem(v.aadhaarNo, kycType);
      if (problem) ctx.addIssue({ code: 'custom', path: ['aadhaarNo'], message: problem });
    }
    if (v.verificationType !== 'proof') return;
    for (const side of PROOF_SIDES) {
      if (v[side] == null) ctx.addIssue({ code: 'custom', path: [side], message: FILE_MISSING });
    }
  },
  // Every message at once: the number's rules run even when, say, no verification type is chosen.
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

export type AadhaarFormInput = z.input<typeof aadhaarFormSchema>;
export type AadhaarForm = z.output<typeof aadhaarFormSchema>;

/** The form as it opens: nothing chosen but the kind of number, which is usually an Aadhaar. */
export const AADHAAR_FORM_DEFAULTS = {
  verificationType: undefined,
  kycType: 'aadhar',
  aadhaarNo: '',
  consent: false,
  front: null,
  back: null,
} as unknown as AadhaarForm;

const txn = z.string().min(1).max(100);
const throughAuthority = aadhaarFormSchema.refine((f) => f.verificationType === 'uidai', GENERIC_ERROR);

/** Next, through the identity authority: the form; with the first send's `txn` it is a resend. */
export const aadhaarSendSchema = z.object({ form: throughAuthority, txn: txn.optional() });

/** The authority's OTP, checked for the number the form named. The OTP first: it is what the customer can mistype. */
export const aadhaarVerifySchema = z.object({
  otp: otpSchema,
  form: throughAuthority,
  txn,
});

type WithProof = AadhaarForm & { front: UploadedFile; back: UploadedFile };

/** Next, through proof: the form with both sides of the card. */
export const aadhaarProofSchema = aadhaarFormSchema.refine(
  (f): f is WithProof => f.verificationType === 'proof' && f.front !== null && f.back !== null,
  GENERIC_ERROR,
);
