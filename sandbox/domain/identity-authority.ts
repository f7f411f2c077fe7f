import { CODES } from '@portal/contracts';
import type { AadhaarIdentifier } from '../store/aadhaar-otps';
import { fail, type Failure } from './failure';
import { verhoeffValid } from './verhoeff';

/**
 * A simulation of the identity authority the core asks to verify an Aadhaar
 * number or VID (README "Rules for testers"). It answers as the real one is
 * answered to the portal, with codes 1003 and 1004 (SPEC §8):
 * - a number starting 9998: the authority cannot be reached (1004);
 * - a number starting 9999: validation failed (1003);
 * - otherwise it must pass the Verhoeff check, and an Aadhaar must start with
 *   2 to 9 (as every issued one does), else validation failed (1003);
 * - a number that passes gets an OTP on the customer's registered mobile;
 * - a number starting 9997 passes and its OTP verifies, but the record the authority returns does
 *   not match the customer's (name, date of birth), so e-KYC cannot complete: 1005, no request.
 */
export const AUTHORITY_MESSAGES = {
  validationFailed: 'Aadhaar validation failed. Kindly re-enter your details or upload supporting documents.',
  unavailable: "We're unable to connect to the identity authority at the moment. Kindly upload proof to proceed.",
  otpFailed: 'Verification with the identity authority was unsuccessful. Please upload proof to continue.',
  ekycIncomplete: "Ekyc couldn't be completed...",
} as const;

/** After a right OTP: null when the authority's record completes e-KYC, its refusal otherwise. */
export function ekycRefusal(digits: string): Failure | null {
  return digits.startsWith('9997') ? fail(CODES.EKYC_INCOMPLETE, AUTHORITY_MESSAGES.ekycIncomplete) : null;
}

/** null when the authority takes the number and sends its OTP; its refusal otherwise. */
export function authorityRefusal(digits: string, identifier: AadhaarIdentifier): Failure | null {
  if (digits.startsWith('9998')) return fail(CODES.AUTHORITY_UNAVAILABLE, AUTHORITY_MESSAGES.unavailable);
  const wellFormed = verhoeffValid(digits) && (identifier === 'VID' || /^[2-9]/.test(digits));
  if (digits.startsWith('9999') || !wellFormed) {
    return fail(CODES.VALIDATION_FAILED, AUTHORITY_MESSAGES.validationFailed);
  }
  return null;
}

/** Any failed OTP check is the authority's one answer, 1003; only the core's own OTP limits (429) pass through. */
export const authorityOtpFailure = (f: Failure): Failure =>
  f.code === CODES.TOO_MANY ? f : fail(CODES.VALIDATION_FAILED, AUTHORITY_MESSAGES.otpFailed);
