import type { funds } from '@portal/contracts';
import type { Db } from './db';

/**
 * sr_otps (which policy and request type a service-request OTP is for) and
 * sr_tokens (what a verified one buys, kept as hashes only).
 */
export type SrRequestType = (typeof funds.SR_REQUEST_TYPES)[number];

export interface SrOtpBinding {
  policy_id: number;
  request_type: SrRequestType;
  customer_id: number;
}

export const bindSrOtp = (db: Db, transactionId: string, policyId: number, type: SrRequestType) =>
  db.prepare('INSERT INTO sr_otps (transaction_id, policy_id, request_type) VALUES (?, ?, ?)').run(transactionId, policyId, type);

export const srOtpBinding = (db: Db, transactionId: string) =>
  db
    .prepare(
      `SELECT s.policy_id, s.request_type, o.customer_id FROM sr_otps s
      JOIN otps o ON o.transaction_id = s.transaction_id WHERE s.transaction_id = ?`,
    )
    .get(transactionId) as SrOtpBinding | undefined;

export function insertSrToken(
  db: Db,
  a: {
    tokenHash: string;
    customerId: number;
    policyId: number;
    type: SrRequestType;
    otpTransactionId: string;
    now: number;
    expiresAt: number;
  },
): void {
  db.prepare(
    `INSERT INTO sr_tokens (token_hash, customer_id, policy_id, request_type, otp_transaction_id,
    created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(a.tokenHash, a.customerId, a.policyId, a.type, a.otpTransactionId, a.now, a.expiresAt);
}

/** The id of an unused, unexpired token with this hash for exactly this scope. */
export const liveSrTokenId = (
  db: Db,
  tokenHash: string,
  a: { customerId: number; policyId: number; type: SrRequestType; now: number },
) =>
  (
    db
      .prepare(
        `SELECT id FROM sr_tokens WHERE token_hash = ? AND customer_id = ? AND policy_id = ?
        AND request_type = ? AND used_at IS NULL AND expires_at > ?`,
      )
      .get(tokenHash, a.customerId, a.policyId, a.type, a.now) as { id: number } | undefined
  )?.id ?? null;

/** Marks the token used; false when a concurrent request got there first. */
export const consumeSrToken = (db: Db, id: number, now: number) =>
  db.prepare('UPDATE sr_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, id).changes === 1;
