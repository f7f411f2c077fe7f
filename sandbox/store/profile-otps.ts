import type { Db } from './db';

/**
 * profile_otps (which change a profile OTP is for) and profile_tokens (what a
 * verified one buys, kept as hashes only), for the contact/details OTP.
 */
export type ProfileOtpType = 'EMAIL_UPDATE' | 'MOBILE_UPDATE' | 'NOMINEE_CHANGE' | 'BANK_ACCOUNT_UPDATE';

/** The change a token or OTP is for: a type, and for some a policy or a new mobile number. */
export interface ProfileScope {
  customerId: number;
  type: ProfileOtpType;
  policyId: number | null;
  newMobile: string | null;
}

export interface ProfileOtpBinding {
  customer_id: number;
  request_type: ProfileOtpType;
  policy_id: number | null;
  new_mobile: string | null;
  parent_token_id: number | null;
}

export const bindProfileOtp = (db: Db, transactionId: string, s: ProfileScope, parentTokenId: number | null) =>
  db
    .prepare(
      `INSERT INTO profile_otps (transaction_id, request_type, policy_id, new_mobile, parent_token_id)
    VALUES (?, ?, ?, ?, ?)`,
    )
    .run(transactionId, s.type, s.policyId, s.newMobile, parentTokenId);

export const profileOtpBinding = (db: Db, transactionId: string) =>
  db
    .prepare(
      `SELECT o.customer_id, b.request_type, b.policy_id, b.new_mobile, b.parent_token_id FROM profile_otps b
      JOIN otps o ON o.transaction_id = b.transaction_id WHERE b.transaction_id = ?`,
    )
    .get(transactionId) as ProfileOtpBinding | undefined;

export function insertProfileToken(
  db: Db,
  a: ProfileScope & { tokenHash: string; otpTransactionId: string; now: number; expiresAt: number },
): void {
  db.prepare(
    `INSERT INTO profile_tokens (token_hash, customer_id, request_type, policy_id, new_mobile,
    otp_transaction_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(a.tokenHash, a.customerId, a.type, a.policyId, a.newMobile, a.otpTransactionId, a.now, a.expiresAt);
}

/** The id of an unused, unexpired token with this hash for exactly this scope, or null. */
export const liveProfileTokenId = (db: Db, tokenHash: string, s: ProfileScope & { now: number }) =>
  (
    db
      .prepare(
        `SELECT id FROM profile_tokens WHERE token_hash = ? AND customer_id = ? AND request_type = ?
        AND policy_id IS ? AND new_mobile IS ? AND used_at IS NULL AND expires_at > ?`,
      )
      .get(tokenHash, s.customerId, s.type, s.policyId, s.newMobile, s.now) as { id: number } | undefined
  )?.id ?? null;

/** Whether the token with this id is still unused and unexpired. */
export const profileTokenIsLive = (db: Db, id: number, now: number) =>
  db.prepare('SELECT 1 FROM profile_tokens WHERE id = ? AND used_at IS NULL AND expires_at > ?').get(id, now) !== undefined;

/** Marks the token used; false when a concurrent request got there first. */
export const consumeProfileToken = (db: Db, id: number, now: number) =>
  db.prepare('UPDATE profile_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, id).changes === 1;
