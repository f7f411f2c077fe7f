import { CODES } from '@portal/contracts';
import { ADDRESS_MESSAGES, type AddressForm, joinAddress, postcodeShaped } from '@portal/contracts/address';
import { INDIA, isCountry } from './countries';
import { fail, type Failure } from './failure';
import { lookUpPincode } from './pincode-directory';

/**
 * SPEC §5 "Address", checked by the core: the required fields in the form's
 * order, a country from the list, a postcode of that country's shape (an
 * Indian pincode of 6 digits, in the directory, with the directory's state and
 * city; abroad letters, digits and spaces, 3–10 of them), and the joined
 * text the request names must be the form's own.
 */
export const ADDRESS_SUBJECT = 'Address Change Request';

const bad = (message: string): Failure => fail(CODES.BAD_REQUEST, message);
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function checkAddress(raw: AddressForm, newAddress: string): { ok: true; text: string } | Failure {
  const a = Object.fromEntries(
    Object.entries(raw).map(([k, v]) => [k, (v ?? '').trim().replace(/\s+/g, ' ')]),
  ) as Required<AddressForm>;
  const required: Array<[keyof AddressForm, string]> = [
    ['address1', ADDRESS_MESSAGES.address1],
    ['address2', ADDRESS_MESSAGES.address2],
    ['country', ADDRESS_MESSAGES.country],
    ['pinCode', ADDRESS_MESSAGES.pinCode],
    ['state', ADDRESS_MESSAGES.state],
    ['city', ADDRESS_MESSAGES.city],
  ];
  for (const [field, message] of required) if (!a[field]) return bad(message);
  if (!isCountry(a.country)) return bad(ADDRESS_MESSAGES.country);
  if (!postcodeShaped(a.country, a.pinCode)) return bad(ADDRESS_MESSAGES.pinInvalid);
  if (a.country === INDIA) {
    const place = lookUpPincode(a.pinCode);
    if (!place) return bad(ADDRESS_MESSAGES.pinInvalid);
    if (!same(a.state, place.stateName)) return bad(ADDRESS_MESSAGES.state);
    if (!same(a.city, place.city)) return bad(ADDRESS_MESSAGES.city);
  }
  const text = joinAddress(a);
  // The joined text is what the core keeps: it must say what the checked fields say.
  if (newAddress.trim().replace(/\s+/g, ' ') !== text) return bad('Invalid request.');
  return { ok: true, text };
}
