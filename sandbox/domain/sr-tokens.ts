import { createHash } from 'node:crypto';
import { CODES } from '@portal/contracts';
import type { Db } from '../store/db';
import { randomToken } from '../store/ids';
import { consumeSrToken, insertSrToken, liveSrTokenId, type SrRequestType } from '../store/sr-otps';
import { fail, type Failure } from './failure';

/**
 * srRequestToken: what a verified service-request OTP buys. It authorises one
 * request of one type on one policy for one customer, for a few minutes, and
 * only once, so an OTP read over someone's shoulder cannot be replayed for a
 * second switch or carried over to another policy.
 */
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
  insertSrToken(db, { ...a, tokenHash: digest(token), expiresAt: a.now + SR_TOKEN_TTL_MS });
  return token;
}

/**
 * The id of a live token for exactly this scope, or null. Looking up is kept
 * apart from consuming (store/sr-otps consumeSrToken) so a request refused
 * for another reason (a duplicate, say) does not cost the customer their verification.
 */
export const liveSrToken = (db: Db, token: string, a: SrTokenScope & { now: number }) => liveSrTokenId(db, digest(token), a);

/** Checks and spends a token in one step, for a request whose other checks have all passed. */
export function spendSrToken(db: Db, token: string, a: SrTokenScope & { now: number }): Failure | null {
  const id = liveSrToken(db, token, a);
  if (id === null || !consumeSrToken(db, id, a.now)) return fail(CODES.BAD_REQUEST, SR_TOKEN_INVALID);
  return null;
}
