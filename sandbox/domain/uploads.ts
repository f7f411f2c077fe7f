import { createHash } from 'node:crypto';
import { CODES } from '@portal/contracts';
import {
  type Document,
  EXTENSIONS,
  type FileKind,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  type UploadPurpose,
} from '@portal/contracts/uploads';
import type { Db } from '../store/db';
import { insertDocument } from '../store/documents';
import { fail, type Failure } from './failure';
import { CONTENT_TYPES, sniffFileKind } from './file-types';

/**
 * Uploads, checked again by the core whatever the portal checked: the base64
 * decodes, the file is not empty and at most 3 MB, its real type (from its
 * first bytes) is one this upload takes, and its name ends the way that type's
 * names do. Refusals are code 400 with the SPEC §5 messages.
 */
export interface CheckedFile {
  fileName: string;
  kind: FileKind;
  contentType: string;
  content: Buffer;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const invalid = () => fail(CODES.BAD_REQUEST, 'Invalid request.');

/** The name without any folder a browser or a script put in front of it. */
const baseName = (name: string) => name.split(/[\\/]/).pop()?.trim() ?? '';
const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() as string).toLowerCase() : '');

export function checkUpload(doc: Document, purpose: UploadPurpose): { ok: true; file: CheckedFile } | Failure {
  const rule = UPLOAD_RULES[purpose];
  if (doc.fileContent === '') return fail(CODES.BAD_REQUEST, UPLOAD_MESSAGES.empty);
  if (!BASE64.test(doc.fileContent)) return invalid();
  const content = Buffer.from(doc.fileContent, 'base64');
  if (content.length === 0) return fail(CODES.BAD_REQUEST, UPLOAD_MESSAGES.empty);
  if (content.length > MAX_UPLOAD_BYTES) return fail(CODES.BAD_REQUEST, UPLOAD_MESSAGES.tooLarge);
  const fileName = baseName(doc.fileName);
  if (!fileName || [...fileName].some((c) => c < ' ' || c === '\u007f')) return invalid();
  const kind = sniffFileKind(content);
  const accepted: readonly FileKind[] = rule.kinds;
  if (!kind || !accepted.includes(kind) || !EXTENSIONS[kind].includes(extensionOf(fileName))) {
    return fail(CODES.BAD_REQUEST, rule.typeMessage);
  }
  return { ok: true, file: { fileName, kind, contentType: CONTENT_TYPES[kind], content } };
}

/** Keeps checked files with the request they support; labels say what each is ('front', 'fatca', …). */
export function keepDocuments(
  db: Db,
  a: { customerId: number; srNumber: string; files: Array<{ label: string; file: CheckedFile }>; now: number },
): void {
  for (const { label, file } of a.files) {
    insertDocument(db, {
      customerId: a.customerId,
      srNumber: a.srNumber,
      label,
      fileName: file.fileName,
      contentType: file.contentType,
      sha256: createHash('sha256').update(file.content).digest('hex'),
      content: file.content,
      now: a.now,
    });
  }
}
