import { z } from 'zod';
import { ADDRESS_PROOF_VALUES } from '@portal/contracts/options';
import { POSTCODE_MAX, postcodeShaped } from '@portal/contracts/address';
import { uploadedFile } from '@/lib/uploads/upload-rules';
import { FILE_MISSING } from '../file-missing';
import { ADDRESS_KINDS, ADDRESS_MESSAGES, INDIA } from './address-rules';

/*
 * 'Update Address', for the browser and the action alike: the action is a public endpoint, so it
 * parses what arrives with this same schema. Lengths are the wire contract's; the core checks the
 * pin code, state and city against its directory again.
 */
const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);

const fields = z.object({
  kind: z.enum(ADDRESS_KINDS),
  address1: text(ADDRESS_MESSAGES.address1, 120),
  address2: text(ADDRESS_MESSAGES.address2, 120),
  landmark: z.string().trim().max(120),
  country: text(ADDRESS_MESSAGES.country, 100),
  pinCode: z
    .string({ error: ADDRESS_MESSAGES.pinCode })
    .trim()
    .min(1, ADDRESS_MESSAGES.pinCode)
    .max(POSTCODE_MAX, ADDRESS_MESSAGES.pinInvalid),
  state: text(ADDRESS_MESSAGES.state, 80),
  city: text(ADDRESS_MESSAGES.city, 80),
  proofType: z.enum(ADDRESS_PROOF_VALUES, { error: ADDRESS_MESSAGES.proofType }),
  front: uploadedFile.nullable(),
  back: uploadedFile.nullable(),
  /** 'same for other address'; on submit, what the customer answered the replicate dialog */
  sameForOther: z.boolean(),
  nri: z.boolean(),
  fatca: uploadedFile.nullable(),
});

type Loose = Partial<Record<keyof z.infer<typeof fields>, unknown>>;
const needs = (ctx: z.RefinementCtx, path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });

export const addressFormSchema = fields.superRefine(
  (value, ctx) => {
    const v = value as Loose;
    const pin = typeof v.pinCode === 'string' ? v.pinCode.trim() : '';
    // India's 6 digits (the directory is asked at 6), or a postcode's shape abroad: the core's rule.
    if (typeof v.country === 'string' && pin && !postcodeShaped(v.country, pin)) {
      needs(ctx, 'pinCode', ADDRESS_MESSAGES.pinInvalid);
    }
    if (v.front == null) needs(ctx, 'front', FILE_MISSING);
    if (v.back == null) needs(ctx, 'back', FILE_MISSING);
    if (v.nri === true && v.fatca == null) needs(ctx, 'fatca', ADDRESS_MESSAGES.fatca);
  },
  // Every message at once, not the documents' only after the fields are right.
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressFormValues = z.output<typeof addressFormSchema>;

/** India by default (SPEC §3); nothing else chosen, not even which address. */
export const ADDRESS_DEFAULTS = {
  kind: undefined,
  address1: '',
  address2: '',
  landmark: '',
  country: INDIA,
  pinCode: '',
  state: '',
  city: '',
  proofType: '',
  front: null,
  back: null,
  sameForOther: false,
  nri: false,
  fatca: null,
} as unknown as AddressFormInput;

/** The pincode lookup: digits only, 6 of them. */
export const pincodeSchema = z.object({ pincode: z.string().regex(/^\d{6}$/, ADDRESS_MESSAGES.pinInvalid) });
