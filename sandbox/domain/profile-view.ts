import { GENDERS } from '@portal/contracts/options';
import type { CustomerRow } from '../store/customers';
import { dmy } from './format';

/**
 * What /manage-profile shows of a customer, as profile/details answers it:
 * identity masked at the source (the Aadhaar's last 4 digits are all the
 * core has; the PAN to its last 4), and the KYC state the e-KYC alert reads.
 */

/** 'ABCPS1234F' → 'XXXXXX234F': the last 4 characters, as the profile shows a PAN. */
export const maskPan = (pan: string) => `${'X'.repeat(pan.length - 4)}${pan.slice(-4)}`;

export function profileFields(c: CustomerRow) {
  return {
    title: c.title,
    middleName: c.middle_name,
    dateOfBirth: dmy(c.date_of_birth),
    gender: GENDERS.find((g) => g === c.gender) ?? null,
    aadhaarLast4: c.aadhaar_last4,
    maskedPan: c.pan === null ? null : maskPan(c.pan),
    panVerified: c.pan !== null && c.pan_verified === 1,
    kycStatus: c.kyc_status,
  };
}

/** getNotification/Ekyc: the alert shows while KYC is PENDING (not while a proof is being reviewed). */
export const ekycState = (c: CustomerRow) => ({
  showAlert: c.kyc_status === 'PENDING',
  kycStatus: c.kyc_status,
  aadharVerifyCompleted: c.kyc_status === 'COMPLETED',
  panVerifyCompleted: c.pan !== null && c.pan_verified === 1,
});
