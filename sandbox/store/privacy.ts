import type { Db } from './db';

/**
 * privacy_log (append-only: the schema's triggers refuse UPDATE and DELETE), data_copies and
 * privacy_otps, schema v19. Nothing here edits a log row; a change is a new row.
 */
export type LogEvent = 'CONSENT_GIVEN' | 'CONSENT_WITHDRAWN' | 'REQUEST_RAISED';
export type LogChannel = 'portal' | 'seed' | 'back-office';
export type PrivacyRequestType = 'DATA_COPY' | 'ERASURE' | 'NOMINATION';

export interface LogRow {
  id: number;
  customer_id: number;
  event: LogEvent;
  subject: string;
  sr_number: string | null;
  channel: LogChannel;
  at: number;
}

export const appendPrivacyLog = (
  db: Db,
  a: { customerId: number; event: LogEvent; subject: string; srNumber?: string | null; channel: LogChannel; at: number },
) =>
  db
    .prepare('INSERT INTO privacy_log (customer_id, event, subject, sr_number, channel, at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(a.customerId, a.event, a.subject, a.srNumber ?? null, a.channel, a.at);

export const privacyLogOf = (db: Db, customerId: number) =>
  db.prepare('SELECT * FROM privacy_log WHERE customer_id = ? ORDER BY id DESC').all(customerId) as LogRow[];

/** The latest consent row of each purpose: the consent's state now. */
export const latestConsentRows = (db: Db, customerId: number) =>
  db
    .prepare(
      `SELECT * FROM privacy_log WHERE id IN (SELECT max(id) FROM privacy_log
        WHERE customer_id = ? AND event IN ('CONSENT_GIVEN', 'CONSENT_WITHDRAWN') GROUP BY subject)`,
    )
    .all(customerId) as LogRow[];

/** An erasure removes the prepared copies of the customer's data (their links stop working). */
export const deleteDataCopies = (db: Db, customerId: number) =>
  db.prepare('DELETE FROM data_copies WHERE customer_id = ?').run(customerId);

export const clearGoGreen = (db: Db, customerId: number) =>
  db.prepare("UPDATE customers SET go_green = 'N' WHERE id = ?").run(customerId);

export interface DataCopyRow {
  id: string;
  customer_id: number;
  sr_number: string;
  content: string;
  created_at: number;
  expires_at: number;
}

export const insertDataCopy = (db: Db, c: DataCopyRow) =>
  db
    .prepare('INSERT INTO data_copies (id, customer_id, sr_number, content, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(c.id, c.customer_id, c.sr_number, c.content, c.created_at, c.expires_at);

export const dataCopiesOf = (db: Db, customerId: number) =>
  db.prepare('SELECT * FROM data_copies WHERE customer_id = ? ORDER BY created_at DESC').all(customerId) as DataCopyRow[];

export const dataCopyById = (db: Db, id: string) =>
  db.prepare('SELECT * FROM data_copies WHERE id = ?').get(id) as DataCopyRow | undefined;

export interface PrivacyOtpRow {
  transaction_id: string;
  customer_id: number;
  request_type: PrivacyRequestType;
  token_hash: string | null;
  token_expires_at: number | null;
  token_used_at: number | null;
}

export const bindPrivacyOtp = (db: Db, transactionId: string, customerId: number, type: PrivacyRequestType) =>
  db
    .prepare('INSERT INTO privacy_otps (transaction_id, customer_id, request_type) VALUES (?, ?, ?)')
    .run(transactionId, customerId, type);

export const privacyOtpBinding = (db: Db, transactionId: string) =>
  db.prepare('SELECT * FROM privacy_otps WHERE transaction_id = ?').get(transactionId) as PrivacyOtpRow | undefined;

export const setPrivacyToken = (db: Db, transactionId: string, tokenHash: string, expiresAt: number) =>
  db
    .prepare('UPDATE privacy_otps SET token_hash = ?, token_expires_at = ? WHERE transaction_id = ?')
    .run(tokenHash, expiresAt, transactionId);

/** The unused, unexpired token with this hash, for this customer and request type. */
export const livePrivacyToken = (db: Db, tokenHash: string, customerId: number, type: PrivacyRequestType, now: number) =>
  db
    .prepare(
      `SELECT * FROM privacy_otps WHERE token_hash = ? AND customer_id = ? AND request_type = ?
        AND token_used_at IS NULL AND token_expires_at > ?`,
    )
    .get(tokenHash, customerId, type, now) as PrivacyOtpRow | undefined;

export const usePrivacyToken = (db: Db, transactionId: string, now: number) =>
  db
    .prepare('UPDATE privacy_otps SET token_used_at = ? WHERE transaction_id = ? AND token_used_at IS NULL')
    .run(now, transactionId);
