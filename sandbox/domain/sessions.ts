import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { customerById } from '../store/customers';
import type { Db } from '../store/db';
import { insertLogin, insertToken, tokenByAccessHash, touchToken } from '../store/sessions';

/**
 * Access sessions. Tokens are random and stored only as SHA-256 hashes (they
 * carry 256 bits, so no salt is needed). Expiry slides with use, like the
 * core's idle timeout, but never beyond an absolute cap so a token kept
 * busy by a script still dies.
 */
export const ABSOLUTE_TTL_MS = 8 * 60 * 60 * 1000;

export interface Session {
  sessionId: string;
  customerId: number;
  clientId: string;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * A logged-in session, as after an OTP login (also what the host app's
 * hand-off yields), recorded in the login history that 'last login' reads.
 */
export function startSession(db: Db, customerId: number, a: { now: number; ttlMs: number; source: string }) {
  const issued = { sessionId: randomUUID(), accessToken: newToken(), refreshToken: newToken() };
  insertToken(db, {
    sessionId: issued.sessionId,
    customerId,
    accessHash: digest(issued.accessToken),
    refreshHash: digest(issued.refreshToken),
    source: a.source,
    now: a.now,
    expiresAt: a.now + Math.min(a.ttlMs, ABSOLUTE_TTL_MS),
  });
  insertLogin(db, customerId, issued.sessionId, a.now);
  return { ...issued, clientId: customerById(db, customerId).client_id };
}

/** The live session behind a bearer token, extending its expiry; null when it must be refused. */
export function authenticate(db: Db, accessToken: string, a: { now: number; ttlMs: number }): Session | null {
  const row = tokenByAccessHash(db, digest(accessToken));
  if (!row || row.revoked_at !== null || a.now >= row.expires_at) return null;
  const cap = row.created_at + ABSOLUTE_TTL_MS;
  if (a.now >= cap) return null;
  touchToken(db, row.id, a.now, Math.min(a.now + a.ttlMs, cap));
  return { sessionId: row.session_id, customerId: row.customer_id, clientId: row.client_id };
}
