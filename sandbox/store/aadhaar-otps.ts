import type { Db } from './db';

/**
 * aadhaar_otps: which number an identity-authority OTP was sent for. The
 * number itself is never stored: a salted hash lets verify-otp check it is
 * the same one, and the last 4 digits are what e-KYC keeps.
 */
export type AadhaarIdentifier = 'AADHAAR' | 'VID';

export interface AadhaarOtpRow {
  transaction_id: string;
  customer_id: number;
  identifier: AadhaarIdentifier;
  number_hash: string;
  salt: string;
  last4: string;
}

export const bindAadhaarOtp = (
  db: Db,
  a: { transactionId: string; identifier: AadhaarIdentifier; numberHash: string; salt: string; last4: string; now: number },
) =>
  db
    .prepare(
      `INSERT INTO aadhaar_otps (transaction_id, identifier, number_hash, salt, last4, consent_at)
    VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(a.transactionId, a.identifier, a.numberHash, a.salt, a.last4, a.now);

export const aadhaarOtpOf = (db: Db, transactionId: string) =>
  db
    .prepare(
      `SELECT a.*, o.customer_id FROM aadhaar_otps a JOIN otps o ON o.transaction_id = a.transaction_id
      WHERE a.transaction_id = ?`,
    )
    .get(transactionId) as AadhaarOtpRow | undefined;
