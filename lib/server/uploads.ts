import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import {
  type DocumentPurpose,
  type FileKind,
  MIME_TYPES,
  type UploadProblem,
  checkFile,
  claimedKind,
  shortenFileName,
  wrongFileType,
} from '../uploads/upload-rules';

/**
 * The server's look at an uploaded file: the browser's checks again (they can be skipped), then
 * the real type from the first bytes, which must be the one the name claims. A `.png` that is
 * text, or a PDF, is refused with the wrong-type message.
 */
const KIND_BY_MIME = new Map<string, FileKind>(
  (Object.keys(MIME_TYPES) as FileKind[]).flatMap((kind) => MIME_TYPES[kind].map((mime) => [mime, kind] as const)),
);

export type CheckedFile = { ok: true; fileName: string; bytes: Uint8Array; kind: FileKind } | ({ ok: false } & UploadProblem);

export async function checkUploadedFile(file: File, purpose: DocumentPurpose): Promise<CheckedFile> {
  const fileName = cleanFileName(file.name);
  const problem = checkFile({ name: fileName, size: file.size }, purpose);
  if (problem) return { ok: false, ...problem };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Judged on the bytes read, not the size the multipart part declared.
  const again = checkFile({ name: fileName, size: bytes.byteLength }, purpose);
  if (again) return { ok: false, ...again };
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected ? KIND_BY_MIME.get(detected.mime) : undefined;
  if (!kind || kind !== claimedKind(fileName, purpose)) return { ok: false, reason: 'type', message: wrongFileType(purpose) };
  return { ok: true, fileName, bytes, kind };
}

/**
 * The name as the core will keep it: the last path segment (old browsers sent full paths),
 * without control characters, at most 255 characters with its extension kept.
 */
export function cleanFileName(raw: string): string {
  const name = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return shortenFileName(name, 255);
}
