import {
  DOCUMENT_ID_PATTERN,
  DOCUMENT_PURPOSES,
  type DocumentPurpose,
  EXTENSIONS,
  type FileKind,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  UPLOAD_RULES,
} from '@portal/contracts/upload-kinds';

/**
 * The uploader's rules without zod: the browser's file field (components/ui/file-uploader.tsx)
 * reads only these, so a page with a file field does not ship the schema library for them. Which
 * types each purpose takes, the limit and the SPEC §5 words come from the wire contract, which the
 * core reads too. The schemas the forms and the route use are in ./upload-rules.ts.
 */
export { MAX_UPLOAD_BYTES, type DocumentPurpose, type FileKind };
/*
 * SPEC §5's upload messages as catalogue keys (`ui.upload.*`), worded by the uploader in the page's
 * language; their English is the contract's, which the core sends (tests/unit/upload-rules.test.ts).
 */
export const FILE_EMPTY = 'ui.upload.empty';
export const FILE_TOO_LARGE = 'ui.upload.tooLarge';
export const FILE_MISSING = 'ui.upload.missing';

/** What browsers and file-type call each kind: the picker's filter and the server's reading of the bytes. */
export const MIME_TYPES: Record<FileKind, readonly string[]> = {
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  pdf: ['application/pdf'],
  tiff: ['image/tiff'],
  heif: ['image/heic', 'image/heif'],
};

/** What the uploader hands its form: the core's id for the file, and the name to show. */
export interface UploadedFile {
  documentId: string;
  fileName: string;
}

/** The upload route's answer, checked by hand: the same rules as upload-rules.ts's `uploadedFile`. */
export function isUploadedFile(value: unknown): value is UploadedFile {
  const v = value as Partial<Record<keyof UploadedFile, unknown>> | null;
  return (
    typeof v?.documentId === 'string' &&
    DOCUMENT_ID_PATTERN.test(v.documentId) &&
    typeof v.fileName === 'string' &&
    v.fileName.length > 0 &&
    v.fileName.length <= 255
  );
}

export const UPLOAD_URL = '/api/uploads';
export const DISPLAY_NAME_LENGTH = 40;

export const kindsOf = (purpose: DocumentPurpose): readonly FileKind[] => UPLOAD_RULES[DOCUMENT_PURPOSES[purpose]].kinds;
export const wrongFileType = (purpose: DocumentPurpose): string => `ui.upload.type.${DOCUMENT_PURPOSES[purpose]}`;
/** '.jpg', '.jpeg', '.png', '.pdf': what a purpose takes, as its hint names them. */
export const extensionsOf = (purpose: DocumentPurpose) => kindsOf(purpose).flatMap((k) => EXTENSIONS[k].map((e) => `.${e}`));

/** 'pdf' for 'Scan.PDF'; '' without one. */
export const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The kind a name claims, among those the purpose takes; null when it claims none of them. */
export function claimedKind(name: string, purpose: DocumentPurpose): FileKind | null {
  const ext = extensionOf(name);
  return kindsOf(purpose).find((k) => EXTENSIONS[k].includes(ext)) ?? null;
}

/** The file input's `accept`: extensions for desktop pickers, MIME types for phones'. */
export const acceptFor = (purpose: DocumentPurpose) =>
  [...extensionsOf(purpose), ...kindsOf(purpose).flatMap((k) => MIME_TYPES[k])].join(',');

/** The phone camera's `accept`: the image types the purpose takes, or '' when it takes none (a PDF-only form). */
export const photoAcceptFor = (purpose: DocumentPurpose) =>
  kindsOf(purpose)
    .flatMap((k) => MIME_TYPES[k])
    .filter((m) => m.startsWith('image/'))
    .join(',');

/** SPEC §5's default hint, naming what this purpose takes: 'Please upload a legible .jpg, .jpeg, .png or .pdf file…'. */
export function uploadHint(purpose: DocumentPurpose): string {
  const exts = extensionsOf(purpose);
  const list = exts.length > 1 ? `${exts.slice(0, -1).join(', ')} or ${exts.at(-1)}` : exts.join('');
  return `Please upload a legible ${list} file of up to ${MAX_UPLOAD_MB}MB that is not password protected.`;
}

export type UploadProblem = { reason: 'empty' | 'type' | 'size'; message: string };

/**
 * What name and size tell, in the order the customer should hear it: empty, wrong type, too
 * large. The browser asks before sending; the server asks again before reading the bytes.
 */
export function checkFile(file: { name: string; size: number }, purpose: DocumentPurpose): UploadProblem | null {
  if (file.size <= 0) return { reason: 'empty', message: FILE_EMPTY };
  if (!claimedKind(file.name, purpose)) return { reason: 'type', message: wrongFileType(purpose) };
  if (file.size > MAX_UPLOAD_BYTES) return { reason: 'size', message: FILE_TOO_LARGE };
  return null;
}

/**
 * SPEC §5: names over 40 characters are shortened for display, keeping the end, where the
 * extension and often a date or page number are. Counts characters, not UTF-16 units.
 */
export function shortenFileName(name: string, max = DISPLAY_NAME_LENGTH): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const tail = Math.min(Math.max(Array.from(extensionOf(name)).length + 5, 8), Math.floor(max / 2));
  return `${chars.slice(0, max - 1 - tail).join('')}…${chars.slice(-tail).join('')}`;
}
