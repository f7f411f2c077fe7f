/**
 * A simulation of the PAN issuer's verification service (README "Rules for
 * testers"). A PAN's 4th character is the holder's type (P: a person) and
 * its 5th the first letter of the holder's surname, so:
 * - 4th P and 5th the customer's surname initial: verified (ABCPS1234F for Aarav Sharma);
 * - 4th P and another 5th character: verified, but the name does not match;
 * - anything else: not verified (not a person's PAN, or unknown to the issuer).
 * The format (SPEC §5) is the caller's check, before asking.
 */
export type PanAnswer = 'verified' | 'name-mismatch' | 'not-verified';

export function askPanIssuer(pan: string, surname: string): PanAnswer {
  if (pan[3] !== 'P') return 'not-verified';
  return pan[4] === surname.trim().charAt(0).toUpperCase() ? 'verified' : 'name-mismatch';
}
