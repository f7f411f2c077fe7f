import type { Db } from './db';
import type { DocumentRow } from './documents';

/**
 * Uploads sent ahead of their request, kept in `documents` (store/documents.ts) with an
 * `upload_id` and the `purpose` they were sent for, and no sr_number yet: pending. Taking them
 * for a request sets its sr_number, so the back office sees them with it.
 */
export interface UploadRow extends DocumentRow {
  upload_id: string;
  purpose: string;
}

export function insertUpload(
  db: Db,
  u: {
    uploadId: string;
    customerId: number;
    purpose: string;
    fileName: string;
    contentType: string;
    sha256: string;
    content: Buffer;
    now: number;
  },
): void {
  db.prepare(
    `INSERT INTO documents (upload_id, purpose, customer_id, sr_number, label, file_name, content_type,
    size_bytes, sha256, content, created_at) VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(u.uploadId, u.purpose, u.customerId, u.purpose, u.fileName, u.contentType, u.content.length, u.sha256, u.content, u.now);
}

/** Only the customer's own uploads: another customer's id reads as unknown. */
export function customerUploads(db: Db, customerId: number, uploadIds: readonly string[]): UploadRow[] {
  if (!uploadIds.length) return [];
  const marks = uploadIds.map(() => '?').join(', ');
  return db
    .prepare(`SELECT * FROM documents WHERE customer_id = ? AND upload_id IN (${marks})`)
    .all(customerId, ...uploadIds) as UploadRow[];
}

export const pendingUploadCount = (db: Db, customerId: number, since: number) =>
  (
    db
      .prepare(
        `SELECT count(*) AS n FROM documents
    WHERE customer_id = ? AND upload_id IS NOT NULL AND sr_number IS NULL AND created_at >= ?`,
      )
      .get(customerId, since) as { n: number }
  ).n;

/** Gives a pending upload to a request, under the label the request knows it by; false if it was no longer pending. */
export const attachUpload = (db: Db, id: number, srNumber: string, label: string) =>
  db.prepare('UPDATE documents SET sr_number = ?, label = ? WHERE id = ? AND sr_number IS NULL').run(srNumber, label, id)
    .changes === 1;

/** Drops uploads still pending from before `before`: no request can use them any more. */
export const deleteStaleUploads = (db: Db, before: number) =>
  db.prepare('DELETE FROM documents WHERE upload_id IS NOT NULL AND sr_number IS NULL AND created_at < ?').run(before).changes;
