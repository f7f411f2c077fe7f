import { z } from 'zod';
import { defineCall, serviceRequestNumber } from './define';
import { ADDRESS_PROOF_VALUES } from './options';
import { requestDocument } from './document-ref';

/**
 * Address change, the country list and the pincode directory (SPEC §3
 * "Address form", §4 "Address", §5 "Address", §7). The request carries the
 * form's parts, which the core checks against its pincode directory, and
 * `newAddress`, the joined text the SPEC's payload names: it must equal
 * joinAddress(address), so both sides join an address the same way.
 */
const P = '/usermgmt/api/v1';
const sessionId = z.string().min(1);
const customerId = z.string().min(1).max(40);

/** SPEC §7: PERMANENT_AND_CORRESPONDENCE when the customer replicates; the _FOR_NRI forms for NRIs. */
/** SPEC §5 "Address": the words the form shows and the core answers (code 400) for each rule. */
export const ADDRESS_MESSAGES = {
  address1: 'Please enter address line 1',
  address2: 'Please enter address line 2',
  country: 'Please select country',
  pinCode: 'Please enter pin code',
  pinInvalid: 'Please enter a valid pin code',
  state: 'Please select state',
  city: 'Please select city',
  fatca: 'Please upload FATCA form',
} as const;

export const ADDRESS_TYPES = [
  'PERMANENT',
  'CORRESPONDENCE',
  'PERMANENT_AND_CORRESPONDENCE',
  'PERMANENT_FOR_NRI',
  'CORRESPONDENCE_FOR_NRI',
  'PERMANENT_AND_CORRESPONDENCE_FOR_NRI',
] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const isNriAddress = (t: AddressType) => t.endsWith('_FOR_NRI');

/** An Indian pin code: 6 digits (the core's directory then says whether it exists). */
export const INDIAN_PINCODE = /^\d{6}$/;
/** A postcode abroad: letters, digits and single spaces, 3–10 characters ('SW1A 1AA', '10001'). */
export const FOREIGN_POSTCODE = /^(?=.{3,10}$)[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;
export const POSTCODE_MAX = 10;
/** Whether `code` is shaped as a postcode of `country`; the pincode rules are India's only. */
export const postcodeShaped = (country: string, code: string) =>
  (country === 'India' ? INDIAN_PINCODE : FOREIGN_POSTCODE).test(code);

/** The form's fields; each is only bounded here, the core answers the SPEC §5 message for each. */
export const addressForm = z.object({
  address1: z.string().max(120),
  address2: z.string().max(120),
  landmark: z.string().max(120).optional(),
  city: z.string().max(80),
  state: z.string().max(80),
  pinCode: z.string().max(POSTCODE_MAX),
  country: z.string().max(100),
});
export type AddressForm = z.infer<typeof addressForm>;

/** 'Flat 1, Sea View, Near Park, Mumbai, Maharashtra 400050, India': the seed's format, landmark left out when empty. */
export function joinAddress(a: AddressForm): string {
  const parts = [a.address1, a.address2, a.landmark ?? '', a.city, `${a.state.trim()} ${a.pinCode.trim()}`, a.country];
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * Raised as 'Address Change Request' (one subject for either address), applied when the
 * back office approves. `proofType` from the SPEC's list with exactly 2 `documents` (front and
 * back: jpg, jpeg, png, tif, pdf); an NRI type also needs `fatcaDocument`, a PDF.
 */
export const updateAddress = defineCall({
  method: 'POST',
  path: `${P}/address/update`,
  auth: true,
  request: z.object({
    sessionId,
    customerId,
    addressType: z.enum(ADDRESS_TYPES),
    address: addressForm,
    newAddress: z.string().max(700),
    proofType: z.enum(ADDRESS_PROOF_VALUES),
    documents: z.array(requestDocument).max(2),
    fatcaDocument: requestDocument.optional(),
  }),
  data: z.object({ serviceRequestId: serviceRequestNumber }),
});

/** Every country and territory by name, India first, then alphabetical; values equal labels. */
export const getAllCountries = defineCall({
  method: 'GET',
  path: `${P}/getAllCountries`,
  auth: false,
  request: z.object({}),
  data: z.array(z.string()).min(1),
});

/** State and city of an Indian pincode. Code 404 'Please enter a valid pin code' when the directory has none. */
export const verifyPincode = defineCall({
  method: 'POST',
  path: `${P}/verify/pincode`,
  auth: true,
  request: z.object({ pincode: z.string().max(10), sessionId, customerId }),
  data: z.object({ city: z.string(), stateName: z.string() }),
});
