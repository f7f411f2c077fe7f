import type { Db } from './db';

/** app_links: the host app's one-time hand-off links, kept as hashes of their secrets. */
export interface AppLinkRow {
  id: number;
  token_hash: string;
  customer_id: number;
  source: string;
  redirect_path: string;
  expires_at: number;
  used_at: number | null;
}

export function insertAppLink(
  db: Db,
  a: {
    transactionId: string;
    tokenHash: string;
    payloadHash: string;
    customerId: number;
    source: string;
    redirectPath: string;
    now: number;
    expiresAt: number;
  },
): void {
  db.prepare(
    `INSERT INTO app_links (transaction_id, token_hash, payload_hash, customer_id, source, redirect_path,
    created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(a.transactionId, a.tokenHash, a.payloadHash, a.customerId, a.source, a.redirectPath, a.now, a.expiresAt);
}

export const appLinkByPayloadHash = (db: Db, payloadHash: string) =>
  db.prepare('SELECT * FROM app_links WHERE payload_hash = ?').get(payloadHash) as AppLinkRow | undefined;

export const appLinkByTransactionId = (db: Db, transactionId: string) =>
  db.prepare('SELECT * FROM app_links WHERE transaction_id = ?').get(transactionId) as AppLinkRow | undefined;

/** Marks the link used; false when a concurrent redemption got there first. */
export const spendAppLink = (db: Db, id: number, now: number) =>
  db.prepare('UPDATE app_links SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, id).changes === 1;
