import { createHash } from 'node:crypto';
import type { funds } from '@portal/contracts';
import type { Db } from '../store/db';
import { randomToken } from './ids';

/**
 * srRequestToken: what a verified service-request OTP buys. It authorises one
 * request of one type on one policy for one customer, for a few minutes, and
 * only once, so an OTP read over someone's shoulder cannot be replayed for a
 * second switch or carried over to another policy.
 */
export type SrRequestType = (typeof funds.SR_REQUEST_TYPES)[number];
export const SR_TOKEN_TTL_MS = 10 * 60_000;
export const SR_TOKEN_INVALID = 'Your OTP verification is no longer valid. Please verify with a new OTP.';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SrTokenScope {
  customerId: number;
  policyId: number;
  type: SrRequestType;
}

export function issueSrToken(db: Db, a: SrTokenScope & { otpTransactionId: string; now: number }): string {
  const token = randomToken(32);
  db.prepare(`INSERT INTO sr_tokens (token_hash, customer_id, policy_id, request_type, otp_transaction_id,
    created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
    digest(token), a.customerId, a.policyId, a.type, a.otpTransactionId, a.now, a.now + SR_TOKEN_TTL_MS,
  );
  return token;
}

/**
 * The id of a live token for exactly this scope, or null. Looking up is kept
 * apart from consuming so a request refused for another reason (a duplicate,
 * say) does not cost the customer their verification.
 */
export function liveSrToken(db: Db, token: string, a: SrTokenScope & { now: number }): number | null {
  const row = db
    .prepare(`SELECT id FROM sr_tokens WHERE token_hash = ? AND customer_id = ? AND policy_id = ?
      AND request_type = ? AND used_at IS NULL AND expires_at > ?`)
    .get(digest(token), a.customerId, a.policyId, a.type, a.now) as { id: number } | undefined;
  return row?.id ?? null;
}

/** Marks the token used; false when a concurrent request got there first. */
export const consumeSrToken = (db: Db, id: number, now: number) =>
  db.prepare('UPDATE sr_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, id).changes === 1;
