import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../store/db';

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

export interface Issued {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export function issueSession(db: Db, customerId: number, a: { now: number; ttlMs: number; source: string }): Issued {
  const issued = { sessionId: randomUUID(), accessToken: newToken(), refreshToken: newToken() };
  db.prepare(`INSERT INTO tokens (session_id, customer_id, access_hash, refresh_hash, source, created_at,
    last_used_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(
    issued.sessionId, customerId, digest(issued.accessToken), digest(issued.refreshToken), a.source,
    a.now, a.now, a.now + Math.min(a.ttlMs, ABSOLUTE_TTL_MS),
  );
  return issued;
}

/** The live session behind a bearer token, extending its expiry; null when it must be refused. */
export function authenticate(db: Db, accessToken: string, a: { now: number; ttlMs: number }): Session | null {
  const row = db
    .prepare(`SELECT t.id, t.session_id, t.customer_id, t.created_at, t.expires_at, t.revoked_at, c.client_id
      FROM tokens t JOIN customers c ON c.id = t.customer_id WHERE t.access_hash = ?`)
    .get(digest(accessToken)) as
    | { id: number; session_id: string; customer_id: number; created_at: number; expires_at: number;
        revoked_at: number | null; client_id: string }
    | undefined;
  if (!row || row.revoked_at !== null || a.now >= row.expires_at) return null;
  const cap = row.created_at + ABSOLUTE_TTL_MS;
  if (a.now >= cap) return null;
  db.prepare('UPDATE tokens SET last_used_at = ?, expires_at = ? WHERE id = ?').run(
    a.now, Math.min(a.now + a.ttlMs, cap), row.id,
  );
  return { sessionId: row.session_id, customerId: row.customer_id, clientId: row.client_id };
}

export function revokeSession(db: Db, sessionId: string, now: number): void {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL').run(now, sessionId);
}

/** Test hook: makes every token of the customer with this mobile number expired. */
export function expireCustomerTokens(db: Db, mobile: string, now: number): number {
  return db
    .prepare(`UPDATE tokens SET expires_at = ? WHERE expires_at > ?
      AND customer_id = (SELECT id FROM customers WHERE mobile = ?)`)
    .run(now - 1, now - 1, mobile).changes;
}
