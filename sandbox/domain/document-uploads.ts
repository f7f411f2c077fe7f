import { createHash } from 'node:crypto';
import { CODES } from '@portal/contracts';
import { DOCUMENT_PURPOSES, type DocumentPurpose } from '@portal/contracts/document-upload';
import type { Document } from '@portal/contracts/uploads';
import type { Db } from '../store/db';
import {
  type UploadRow,
  attachUpload,
  customerUploads,
  deleteStaleUploads,
  insertUpload,
  pendingUploadCount,
} from '../store/document-uploads';
import { randomToken } from '../store/ids';
import { type Failure, fail } from './failure';
import { checkUpload } from './uploads';

/**
 * Upload first, name later (document/upload). A file is checked as every upload is (checkUpload:
 * base64, not empty, at most 3 MB, real type from its first bytes, a name that agrees), then
 * kept pending for the token's customer under a random documentId. A later request takes its
 * files by id with takeUploads: that customer's only, of the purpose asked, each once.
 */
export const UPLOAD_TTL_MS = 24 * 60 * 60_000;
/** Files waiting for a request, per customer: enough for a claim's dozen documents, not a disk's worth. */
export const MAX_PENDING_UPLOADS = 30;
export const TOO_MANY_UPLOADS = 'You have uploaded too many documents. Please try again later.';
/** Unknown, another customer's, for another purpose, taken or expired: one answer, so ids cannot be probed. */
export const UPLOAD_NOT_FOUND = 'The uploaded document was not found. Please upload it again.';

export interface SavedUpload {
  documentId: string;
  fileName: string;
  contentType: string;
  size: number;
}

export function saveUpload(
  db: Db,
  a: { customerId: number; purpose: DocumentPurpose; document: Document; now: number },
): ({ ok: true } & SavedUpload) | Failure {
  const checked = checkUpload(a.document, DOCUMENT_PURPOSES[a.purpose]);
  if (!checked.ok) return checked;
  const { file } = checked;
  return db.transaction((): ({ ok: true } & SavedUpload) | Failure => {
    deleteStaleUploads(db, a.now - UPLOAD_TTL_MS);
    if (pendingUploadCount(db, a.customerId, a.now - UPLOAD_TTL_MS) >= MAX_PENDING_UPLOADS) {
      return fail(CODES.TOO_MANY, TOO_MANY_UPLOADS);
    }
    const saved = {
      documentId: randomToken(18),
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.content.length,
    };
    insertUpload(db, {
      uploadId: saved.documentId,
      customerId: a.customerId,
      purpose: a.purpose,
      fileName: file.fileName,
      contentType: file.contentType,
      sha256: createHash('sha256').update(file.content).digest('hex'),
      content: file.content,
      now: a.now,
    });
    return { ok: true, ...saved };
  })();
}

export interface UploadedDocument extends SavedUpload {
  purpose: DocumentPurpose;
  content: Buffer;
}
type Wanted = { customerId: number; purpose: DocumentPurpose; documentIds: readonly string[]; now: number };

function pendingRows(db: Db, a: Wanted): { ok: true; rows: UploadRow[] } | Failure {
  if (!a.documentIds.length || new Set(a.documentIds).size !== a.documentIds.length)
    return fail(CODES.BAD_REQUEST, 'Invalid request.');
  const mine = new Map(customerUploads(db, a.customerId, a.documentIds).map((r) => [r.upload_id, r]));
  const rows = a.documentIds.map((id) => mine.get(id));
  const usable = (r: UploadRow | undefined): r is UploadRow =>
    r !== undefined && r.purpose === a.purpose && r.sr_number === null && r.created_at >= a.now - UPLOAD_TTL_MS;
  return rows.every(usable) ? { ok: true, rows } : fail(CODES.BAD_REQUEST, UPLOAD_NOT_FOUND);
}

const asDocument = (r: UploadRow, purpose: DocumentPurpose): UploadedDocument => ({
  documentId: r.upload_id,
  fileName: r.file_name,
  contentType: r.content_type,
  size: r.size_bytes,
  purpose,
  content: r.content,
});

/** The customer's pending uploads for `purpose`, in the order asked, without taking them (e.g. to check a form first). */
export function findUploads(db: Db, a: Wanted): { ok: true; documents: UploadedDocument[] } | Failure {
  const found = pendingRows(db, a);
  return found.ok ? { ok: true, documents: found.rows.map((r) => asDocument(r, a.purpose)) } : found;
}

class TakenMeanwhile extends Error {}

/**
 * Gives the customer's pending uploads to the request `srNumber` (which must exist), each under
 * its label ('front', 'back', …), so no other request can carry them. All or none: a refusal
 * takes nothing. Call it in the transaction that raises the request, after the request's own rules.
 */
export function takeUploads(
  db: Db,
  a: Omit<Wanted, 'documentIds'> & { srNumber: string; files: ReadonlyArray<{ documentId: string; label: string }> },
): { ok: true; documents: UploadedDocument[] } | Failure {
  try {
    return db.transaction(() => {
      const found = pendingRows(db, { ...a, documentIds: a.files.map((f) => f.documentId) });
      if (!found.ok) return found;
      // Another request took one between the check and now: undo this one's rather than share a file.
      found.rows.forEach((r, i) => {
        if (!attachUpload(db, r.id, a.srNumber, a.files[i]?.label ?? a.purpose)) throw new TakenMeanwhile();
      });
      return { ok: true as const, documents: found.rows.map((r) => asDocument(r, a.purpose)) };
    })();
  } catch (e) {
    if (e instanceof TakenMeanwhile) return fail(CODES.BAD_REQUEST, UPLOAD_NOT_FOUND);
    throw e;
  }
}
