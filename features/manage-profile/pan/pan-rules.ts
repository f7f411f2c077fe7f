import { PAN_PATTERN } from '@portal/contracts/profile';

/**
 * The 'Edit Pan Card' rules (SPEC §5 "PAN", §4 "PAN check", §8) as plain data and small checks,
 * shared by the form, its schema and tests. The pattern itself is the wire contract's.
 */
export { PAN_PATTERN };
export const PAN_LENGTH = 10;

/** Catalogue keys, worded where they show. */
export const PAN_MESSAGES = {
  /** under the field while the customer types */
  typing: 'profileModals.pan.errors.typing',
  /** when Verify or Submit is pressed on a PAN that is not one */
  submit: 'profileModals.pan.errors.submit',
  proof: 'profileModals.pan.errors.proof',
  // The SPEC words no message for the privacy consent; the Aadhaar form's is the nearest.
  consent: 'profileModals.pan.errors.consent',
  // Submit verifies first, so only a hand-made request meets this.
  notChecked: 'profileModals.pan.errors.notChecked',
} as const;

/** SPEC §8: the issuer's answers, told as toasts (and the mismatch as a dialog); catalogue keys. */
export const PAN_RESULT_TEXTS = {
  verified: 'profileModals.pan.results.verified',
  unverified: 'profileModals.pan.results.unverified',
  mismatch: 'profileModals.pan.results.mismatch',
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
