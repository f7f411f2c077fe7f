import { CODES } from '@portal/contracts/define';
import { isVerhoeffValid } from '@/lib/verhoeff';

/**
 * The Aadhaar form's rules (SPEC §3 "Aadhaar form", §5 "Aadhaar") and the texts of its result
 * dialogs (SPEC §8), as plain data and small checks shared by the form, its zod schema and tests.
 */
export const VERIFICATION_TYPES = ['uidai', 'proof'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
export const KYC_TYPES = ['aadhar', 'vid'] as const;
export type KycType = (typeof KYC_TYPES)[number];

/** Digits in each kind of number, and the input's length once grouped in fours (SPEC §5: 14 and 19). */
export const NUMBER_DIGITS: Record<KycType, number> = { aadhar: 12, vid: 16 };
export const maxGroupedLength = (kycType: KycType) => NUMBER_DIGITS[kycType] + NUMBER_DIGITS[kycType] / 4 - 1;

/** Catalogue keys, worded where they show. */
export const AADHAAR_MESSAGES = {
  verificationType: 'profileModals.aadhaar.errors.verificationType',
  kycType: 'profileModals.aadhaar.errors.kycType',
  required: 'profileModals.aadhaar.errors.required',
  digits: 'profileModals.aadhaar.errors.digits',
  length: 'profileModals.aadhaar.errors.length',
  // The SPEC words only the Aadhaar; the core words a VID's length so, and the portal follows it.
  vidLength: 'profileModals.aadhaar.errors.vidLength',
  // A number whose check digit is wrong: the core's words for the same refusal.
  checksum: 'profileModals.aadhaar.errors.checksum',
  consent: 'profileModals.aadhaar.errors.consent',
} as const;

/** SPEC §8: the authority's refusals are told in dialogs, after which the customer uploads proof (catalogue keys). */
export const KYC_DIALOG_TEXTS = {
  validationFailed: 'profileModals.aadhaar.dialogs.validationFailed',
  unavailable: 'profileModals.aadhaar.dialogs.unavailable',
  otpFailed: 'profileModals.aadhaar.dialogs.otpFailed',
  cancelled: 'profileModals.aadhaar.dialogs.cancelled',
  ekycSuccess: 'profileModals.aadhaar.dialogs.ekycSuccess',
  ekycFailed: 'profileModals.aadhaar.dialogs.ekycFailed',
} as const;

/** The dialog's words for the authority's refusal (1003, 1004, or 1005 after the OTP) at either step. */
export function authorityRefusalText(step: 'send' | 'verify', code: number): string {
  if (code === CODES.AUTHORITY_UNAVAILABLE) return KYC_DIALOG_TEXTS.unavailable;
  if (code === CODES.EKYC_INCOMPLETE) return KYC_DIALOG_TEXTS.ekycFailed;
  return step === 'verify' ? KYC_DIALOG_TEXTS.otpFailed : KYC_DIALOG_TEXTS.validationFailed;
}

export const stripSpaces = (value: string) => value.replace(/\s+/g, '');

/**
 * What the field shows while the customer types: spaces dropped and put back after every fourth
 * character, cut at the kind's length. Anything else typed stays, so the rule can name it
 * ('Please enter only numeric values') rather than it vanishing unexplained.
 */
export function groupInFours(raw: string, kycType: KycType): string {
  const chars = Array.from(stripSpaces(raw));
  const groups: string[] = [];
  for (let i = 0; i < chars.length; i += 4) groups.push(chars.slice(i, i + 4).join(''));
  return groups.join(' ').slice(0, maxGroupedLength(kycType));
}

/** The number's first broken rule, in the order the customer should hear it; null when it is fine. */
export function aadhaarNumberProblem(raw: string, kycType: KycType): string | null {
  const digits = stripSpaces(raw);
  if (digits === '') return AADHAAR_MESSAGES.required;
  if (!/^\d+$/.test(digits)) return AADHAAR_MESSAGES.digits;
  const lengthMessage = kycType === 'vid' ? AADHAAR_MESSAGES.vidLength : AADHAAR_MESSAGES.length;
  if (digits.length !== NUMBER_DIGITS[kycType]) return lengthMessage;
  // The authority refuses a number whose check digit is wrong; say so before any OTP is asked for.
  if (!isVerhoeffValid(digits)) return kycType === 'vid' ? AADHAAR_MESSAGES.vidLength : AADHAAR_MESSAGES.checksum;
  return null;
}

/**
 * Where the caret belongs after regrouping: just after the same count of typed characters as
 * before it, so typing or deleting mid-number does not throw the caret to the end.
 */
export function caretAfterGrouping(grouped: string, charsBeforeCaret: number): number {
  let seen = 0;
  for (let i = 0; i < grouped.length; i += 1) {
    if (seen === charsBeforeCaret) return i;
    if (grouped[i] !== ' ') seen += 1;
  }
  return grouped.length;
}
