import type { Db } from './db';

/**
 * pending_changes: what a service request will change once approved, as a
 * kind and a JSON payload. The table knows nothing of the kinds; the domain
 * keeps one apply function per kind.
 */
export interface PendingChangeRow {
  sr_number: string;
  kind: string;
  payload_json: string;
  applied_at: number | null;
}

export const insertPendingChange = (db: Db, srNumber: string, kind: string, payload: unknown) =>
  db
    .prepare('INSERT INTO pending_changes (sr_number, kind, payload_json) VALUES (?, ?, ?)')
    .run(srNumber, kind, JSON.stringify(payload));

export const pendingChangeOf = (db: Db, srNumber: string) =>
  db.prepare('SELECT * FROM pending_changes WHERE sr_number = ?').get(srNumber) as PendingChangeRow | undefined;

export const markChangeApplied = (db: Db, srNumber: string, now: number) =>
  db.prepare('UPDATE pending_changes SET applied_at = ? WHERE sr_number = ? AND applied_at IS NULL').run(now, srNumber)
    .changes === 1;
