import { PAN_PATTERN } from '@portal/contracts/profile';

/**
 * The 'Edit Pan Card' rules (SPEC §5 "PAN", §4 "PAN check", §8) as plain data and small checks,
 * shared by the form, its schema and tests. The pattern itself is the wire contract's.
 */
export { PAN_PATTERN };
export const PAN_LENGTH = 10;

export const PAN_MESSAGES = {
  /** under the field while the customer types */
  typing: 'Please enter a valid PAN Card Number',
  /** when Verify or Submit is pressed on a PAN that is not one */
  submit: 'Please Enter a Valid PAN Number',
  proof: 'Please upload proof of your PAN.',
  // The SPEC words no message for the privacy consent; the Aadhaar form's is the nearest.
  consent: 'Please accept the terms and conditions',
  // Submit verifies first, so only a hand-made request meets this.
  notChecked: 'Please verify your PAN before submitting the request.',
} as const;

/** SPEC §8: the issuer's answers, told as toasts (and the mismatch as a dialog). */
export const PAN_RESULT_TEXTS = {
  verified: 'Your PAN has been verified successfully. Please submit the request to proceed further',
  unverified: 'Your PAN has not verified via the issuer. Please proceed to upload the proof',
  mismatch: "Your PAN has been verified but name doesn't match.",
} as const;

/**
 * What the issuer said of the PAN typed. SPEC §4's isVerified is null before a check (and again
 * after any typing), true for 'verified' and 'mismatch', false for 'unverified'; only a verified
 * PAN in the customer's own name needs no proof.
 */
export const PAN_CHECKS = ['verified', 'mismatch', 'unverified'] as const;
export type PanCheck = (typeof PAN_CHECKS)[number];
export const isPanVerified = (check: PanCheck | null): boolean | null => (check === null ? null : check !== 'unverified');
export const needsPanProof = (check: unknown) => check === 'mismatch' || check === 'unverified';

/** As typed: capitals, no spaces, at most 10 characters. */
export const normalisePan = (raw: string) => raw.replace(/\s+/g, '').toUpperCase().slice(0, PAN_LENGTH);

const PAN_PREFIX = /^(?:[A-Z]{0,5}|[A-Z]{5}\d{1,4}|[A-Z]{5}\d{4}[A-Z])$/;

/** The message while typing: only once what is typed can no longer become a PAN, or is complete and wrong. */
export function panTypingProblem(value: string): string | null {
  if (value === '' || PAN_PATTERN.test(value)) return null;
  return PAN_PREFIX.test(value) && value.length < PAN_LENGTH ? null : PAN_MESSAGES.typing;
}
