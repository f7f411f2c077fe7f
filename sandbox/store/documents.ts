import type { Db } from './db';

/** documents: uploaded proofs, as the core checked them, attached to the request they support. */
export interface DocumentRow {
  id: number;
  customer_id: number;
  sr_number: string | null;
  label: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  content: Buffer;
  created_at: number;
}

export type DocumentSummary = Omit<DocumentRow, 'content'>;

export function insertDocument(
  db: Db,
  a: {
    customerId: number;
    srNumber: string | null;
    label: string;
    fileName: string;
    contentType: string;
    sha256: string;
    content: Buffer;
    now: number;
  },
): number {
  return Number(
    db
      .prepare(
        `INSERT INTO documents (customer_id, sr_number, label, file_name, content_type, size_bytes, sha256,
        content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(a.customerId, a.srNumber, a.label, a.fileName, a.contentType, a.content.length, a.sha256, a.content, a.now)
      .lastInsertRowid,
  );
}

export const documentById = (db: Db, id: number) =>
  db.prepare('SELECT * FROM documents WHERE id = ?').get(id) as DocumentRow | undefined;

/** A request's documents without their bytes, in the order they were uploaded. */
export const documentsOfRequest = (db: Db, srNumber: string) =>
  db
    .prepare(
      `SELECT id, customer_id, sr_number, label, file_name, content_type, size_bytes, sha256, created_at
      FROM documents WHERE sr_number = ? ORDER BY id`,
    )
    .all(srNumber) as DocumentSummary[];

/** Drops one of the customer's uploads still waiting for a request (a picture, once it is the profile's). */
export const deletePendingUpload = (db: Db, customerId: number, uploadId: string) =>
  db.prepare('DELETE FROM documents WHERE customer_id = ? AND upload_id = ? AND sr_number IS NULL').run(customerId, uploadId)
    .changes === 1;
