import type { Db } from './db';

/**
 * otps: one row per OTP transaction, for any flow (purpose 'login',
 * 'sr:<type>'). Only a salted hash of the code is kept; a resend replaces
 * hash and salt in place.
 */
export interface OtpRow {
  id: number;
  transaction_id: string;
  /** null: a login id that is no customer's (domain/login-targets.ts) */
  customer_id: number | null;
  purpose: string;
  sent_to: string;
  otp_hash: string;
  salt: string;
  sent_at: number;
  expires_at: number;
  wrong_tries: number;
  resends: number;
  state: 'active' | 'used' | 'locked';
}

export function insertOtp(
  db: Db,
  a: {
    transactionId: string;
    purpose: string;
    customerId: number | null;
    sessionId: string | null;
    sentTo: string;
    otpHash: string;
    salt: string;
    now: number;
    expiresAt: number;
  },
): void {
  db.prepare(
    `INSERT INTO otps (transaction_id, purpose, customer_id, session_id, sent_to, otp_hash, salt,
    created_at, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(a.transactionId, a.purpose, a.customerId, a.sessionId, a.sentTo, a.otpHash, a.salt, a.now, a.now, a.expiresAt);
}

export const otpByTransaction = (db: Db, transactionId: string) =>
  db.prepare('SELECT * FROM otps WHERE transaction_id = ?').get(transactionId) as OtpRow | undefined;

/** A resend: a new code in the same transaction, with a fresh validity; its wrong tries stay. */
export function replaceOtpCode(
  db: Db,
  id: number,
  a: { otpHash: string; salt: string; sentTo: string; now: number; expiresAt: number },
): void {
  db.prepare(
    `UPDATE otps SET otp_hash = ?, salt = ?, sent_to = ?, sent_at = ?, expires_at = ?,
    resends = resends + 1 WHERE id = ?`,
  ).run(a.otpHash, a.salt, a.sentTo, a.now, a.expiresAt, id);
}

export const setWrongTries = (db: Db, id: number, tries: number, state: 'active' | 'locked') =>
  db.prepare('UPDATE otps SET wrong_tries = ?, state = ? WHERE id = ?').run(tries, state, id);

/** Spends the code; false when another validation got there first. */
export const markOtpUsed = (db: Db, id: number) =>
  db.prepare("UPDATE otps SET state = 'used' WHERE id = ? AND state = 'active'").run(id).changes === 1;
