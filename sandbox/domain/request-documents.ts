import { CODES } from '@portal/contracts';
import { type FileKind, UPLOAD_MESSAGES } from '@portal/contracts/uploads';
import { isDocumentRef, type RequestDocument } from '@portal/contracts/document-ref';
import { DOCUMENT_PURPOSES, type DocumentPurpose } from '@portal/contracts/document-upload';
import type { Db } from '../store/db';
import { findUploads, takeUploads, type UploadedDocument } from './document-uploads';
import { fail, type Failure } from './failure';
import { sniffFileKind } from './file-types';
import { type CheckedFile, checkUpload, keepDocuments } from './uploads';

/**
 * The documents a request carries, in either form its contract allows: the
 * bytes, checked here as every upload is, or the id of a file the uploader
 * sent ahead (document/upload), which must be one of the customer's pending
 * uploads for this purpose (its bytes were checked when it came). Once the
 * request is raised, attachDocuments keeps the bytes and takes the uploads,
 * so no other request can carry them.
 */
export interface RequestFile {
  label: string;
  purpose: DocumentPurpose;
  /** set for a file sent ahead */
  documentId: string | null;
  file: CheckedFile;
}

const fromUpload = (u: UploadedDocument): CheckedFile => ({
  fileName: u.fileName,
  kind: sniffFileKind(u.content) as FileKind,
  contentType: u.contentType,
  content: u.content,
});

/** `min` to `max` documents (fewer: 'Please upload a file'), labelled in order ('front', 'back', …). */
export function resolveDocuments(
  db: Db,
  a: {
    customerId: number;
    purpose: DocumentPurpose;
    docs: readonly RequestDocument[] | undefined;
    labels: readonly string[];
    count: { min: number; max: number };
    now: number;
  },
): { ok: true; files: RequestFile[] } | Failure {
  const given = a.docs ?? [];
  if (given.length < a.count.min) return fail(CODES.BAD_REQUEST, UPLOAD_MESSAGES.missing);
  if (given.length > a.count.max) return fail(CODES.BAD_REQUEST, 'Invalid request.');
  const ids = given.filter(isDocumentRef).map((d) => d.documentId);
  const uploaded = new Map<string, UploadedDocument>();
  if (ids.length) {
    const found = findUploads(db, { customerId: a.customerId, purpose: a.purpose, documentIds: ids, now: a.now });
    if (!found.ok) return found;
    for (const d of found.documents) uploaded.set(d.documentId, d);
  }
  const files: RequestFile[] = [];
  for (const [i, doc] of given.entries()) {
    const label = a.labels[i] ?? a.labels[a.labels.length - 1] ?? a.purpose;
    if (isDocumentRef(doc)) {
      const file = fromUpload(uploaded.get(doc.documentId) as UploadedDocument);
      files.push({ label, purpose: a.purpose, documentId: doc.documentId, file });
      continue;
    }
    const checked = checkUpload(doc, DOCUMENT_PURPOSES[a.purpose]);
    if (!checked.ok) return checked;
    files.push({ label, purpose: a.purpose, documentId: null, file: checked.file });
  }
  return { ok: true, files };
}

/** Keeps a raised request's documents: bytes stored with it, uploads taken for it. In the request's transaction. */
export function attachDocuments(
  db: Db,
  a: { customerId: number; srNumber: string; files: readonly RequestFile[]; now: number },
): Failure | null {
  const inline = a.files.filter((f) => f.documentId === null);
  keepDocuments(db, { customerId: a.customerId, srNumber: a.srNumber, files: inline, now: a.now });
  const sentAhead = a.files.filter((f) => f.documentId !== null);
  for (const purpose of new Set(sentAhead.map((f) => f.purpose))) {
    const files = sentAhead
      .filter((f) => f.purpose === purpose)
      .map((f) => ({ documentId: f.documentId as string, label: f.label }));
    const taken = takeUploads(db, { customerId: a.customerId, purpose, srNumber: a.srNumber, files, now: a.now });
    if (!taken.ok) return taken;
  }
  return null;
}
