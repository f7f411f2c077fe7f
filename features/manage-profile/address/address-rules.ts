import { type AddressType, POSTCODE_MAX } from '@portal/contracts/address';

/**
 * The 'Update Address' rules (SPEC §3 "Address form", §4 "Address", §5 "Address") as plain data
 * and small functions, shared by the form, its schema and tests.
 */
export const INDIA = 'India';
export const PINCODE_LENGTH = 6;

/** The core's messages (contracts' ADDRESS_MESSAGES) as catalogue keys, worded where they show. */
export const ADDRESS_MESSAGES = {
  address1: 'profileModals.address.errors.address1',
  address2: 'profileModals.address.errors.address2',
  country: 'profileModals.address.errors.country',
  pinCode: 'profileModals.address.errors.pinCode',
  pinInvalid: 'profileModals.address.errors.pinInvalid',
  state: 'profileModals.address.errors.state',
  city: 'profileModals.address.errors.city',
  fatca: 'profileModals.address.errors.fatca',
  // SPEC §3 gives 'Please Select a Proof' as the placeholder; it says what is missing as well.
  proofType: 'profileModals.address.errors.proofType',
} as const;

/** Which address the customer edits; 'same for other address' can make it both. */
export const ADDRESS_KINDS = ['CORRESPONDENCE', 'PERMANENT'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];
export const otherKind = (kind: AddressKind): AddressKind => (kind === 'PERMANENT' ? 'CORRESPONDENCE' : 'PERMANENT');

/** SPEC §7: PERMANENT_AND_CORRESPONDENCE when the customer replicates; the _FOR_NRI forms for NRIs. */
export function addressTypeOf(kind: AddressKind, replicate: boolean, nri: boolean): AddressType {
  const base = replicate ? 'PERMANENT_AND_CORRESPONDENCE' : kind;
  return nri ? `${base}_FOR_NRI` : base;
}

/**
 * An Indian address is looked up in the pincode directory, which fills state and city. Abroad
 * there is no directory to ask: the customer types state and city, and the postcode is checked
 * for the shape postcodes have (letters, digits and spaces, 3–10), as the core checks it.
 */
export const usesPincodeDirectory = (country: string) => country === INDIA;

/** The longest postcode the field takes: India's 6 digits, or 10 characters abroad. */
export const postcodeLength = (country: string) => (usesPincodeDirectory(country) ? PINCODE_LENGTH : POSTCODE_MAX);

/**
 * The postcode as typed: in India digits only, at most 6 (SPEC §5); abroad letters (upper-cased,
 * as postcodes are written), digits and single spaces, at most 10.
 */
export const postcodeAsTyped = (raw: string, country: string) =>
  usesPincodeDirectory(country)
    ? raw.replace(/\D+/g, '').slice(0, PINCODE_LENGTH)
    : raw
        .toUpperCase()
        .replace(/[^A-Z0-9 ]+/g, '')
        .replace(/ {2,}/g, ' ')
        .replace(/^ /, '')
        .slice(0, POSTCODE_MAX);
