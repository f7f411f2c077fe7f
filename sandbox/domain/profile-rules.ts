import { CODES } from '@portal/contracts';
import { EMAIL_MAX, EMAIL_PATTERN, MOBILE_PATTERN } from '@portal/contracts/contact';
import { NAME_MAX, NAME_PATTERN, PAN_PATTERN } from '@portal/contracts/profile';
import { fail, type Failure } from './failure';

/**
 * The SPEC §5 rules for a customer's own details, checked by the core
 * whatever the portal checked, each refusal code 400 with the SPEC's text
 * where it has one. Each returns the value as the core keeps it.
 */
export const PROFILE_MESSAGES = {
  email: 'Please Enter a Valid Email',
  sameEmail: 'New Email cannot be same as old email',
  mobile: 'Please enter a valid mobile number',
  sameMobile: 'New mobile number cannot be same as old mobile number',
  mobileTaken: 'This mobile number is already registered with us.',
  pan: 'Please Enter a Valid PAN Number',
  panProof: 'Please upload proof of your PAN.',
  samePan: 'This PAN is already registered with your profile.',
  panTaken: 'This PAN is registered with another customer.',
  firstName: 'Please enter a valid first name',
  middleName: 'Please enter a valid middle name',
  lastName: 'Please enter a valid last name',
  sameName: 'The new name is the same as the name on record.',
  invalid: 'Invalid request.',
} as const;

const bad = (message: string): Failure => fail(CODES.BAD_REQUEST, message);
type Checked<T> = { ok: true; value: T } | Failure;

/** Lowercased, then the pattern and at most 320 characters. */
export function checkEmail(raw: string, current: string | null): Checked<string> {
  const email = raw.trim().toLowerCase();
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return bad(PROFILE_MESSAGES.email);
  if (current !== null && email === current.trim().toLowerCase()) return bad(PROFILE_MESSAGES.sameEmail);
  return { ok: true, value: email };
}

export function checkMobile(raw: string, current: string): Checked<string> {
  const mobile = raw.trim();
  if (!MOBILE_PATTERN.test(mobile)) return bad(PROFILE_MESSAGES.mobile);
  if (mobile === current) return bad(PROFILE_MESSAGES.sameMobile);
  return { ok: true, value: mobile };
}

/** SPEC §5 "PAN", with the message the portal shows on submit; letters are taken as typed (uppercase). */
export function checkPanFormat(raw: string): Checked<string> {
  const pan = raw.trim();
  return PAN_PATTERN.test(pan) ? { ok: true, value: pan } : bad(PROFILE_MESSAGES.pan);
}

/** A name as NAME_PATTERN takes it (letters, spaces, dots, an inner ' or -); inner runs of spaces become one. Empty is allowed only when optional. */
export function checkName(raw: string | undefined, message: string, optional = false): Checked<string> {
  const name = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (name === '') return optional ? { ok: true, value: '' } : bad(message);
  return name.length <= NAME_MAX && NAME_PATTERN.test(name) ? { ok: true, value: name } : bad(message);
}
