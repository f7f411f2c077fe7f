import type { Db } from './db';

/** tokens (access sessions, stored as hashes only) and logins (the history behind 'last login'). */
export interface TokenRow {
  id: number;
  session_id: string;
  customer_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  client_id: string;
}

export function insertToken(
  db: Db,
  a: {
    sessionId: string;
    customerId: number;
    accessHash: string;
    refreshHash: string;
    source: string;
    now: number;
    expiresAt: number;
  },
): void {
  db.prepare(
    `INSERT INTO tokens (session_id, customer_id, access_hash, refresh_hash, source, created_at,
    last_used_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(a.sessionId, a.customerId, a.accessHash, a.refreshHash, a.source, a.now, a.now, a.expiresAt);
}

export const tokenByAccessHash = (db: Db, accessHash: string) =>
  db
    .prepare(
      `SELECT t.id, t.session_id, t.customer_id, t.created_at, t.expires_at, t.revoked_at, c.client_id
      FROM tokens t JOIN customers c ON c.id = t.customer_id WHERE t.access_hash = ?`,
    )
    .get(accessHash) as TokenRow | undefined;

export const touchToken = (db: Db, id: number, now: number, expiresAt: number) =>
  db.prepare('UPDATE tokens SET last_used_at = ?, expires_at = ? WHERE id = ?').run(now, expiresAt, id);

export const revokeSession = (db: Db, sessionId: string, now: number) =>
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL').run(now, sessionId);

/** Makes every live token of the customer with this mobile number expired; returns how many. */
export const expireCustomerTokens = (db: Db, mobile: string, now: number) =>
  db
    .prepare(
      `UPDATE tokens SET expires_at = ? WHERE expires_at > ?
      AND customer_id = (SELECT id FROM customers WHERE mobile = ?)`,
    )
    .run(now - 1, now - 1, mobile).changes;

/** Every access token as stored, to be put back into a re-seeded file (restoreTokens). */
export const allTokens = (db: Db) => db.prepare('SELECT * FROM tokens').all() as Record<string, unknown>[];

export function restoreTokens(db: Db, rows: Record<string, unknown>[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const insert = db.prepare(`INSERT INTO tokens (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
  db.transaction(() => rows.forEach((row) => insert.run(row)))();
}

export const insertLogin = (db: Db, customerId: number, sessionId: string | null, at: number) =>
  db.prepare('INSERT INTO logins (customer_id, session_id, at) VALUES (?, ?, ?)').run(customerId, sessionId, at);

/** The login before this session's (logins are appended, so id order is time order). */
export const previousLoginAt = (db: Db, customerId: number, sessionId: string) =>
  (
    db
      .prepare(
        `SELECT at FROM logins WHERE customer_id = ?
        AND id < coalesce((SELECT id FROM logins WHERE session_id = ?), 9223372036854775807)
        ORDER BY id DESC LIMIT 1`,
      )
      .get(customerId, sessionId) as { at: number } | undefined
  )?.at;
