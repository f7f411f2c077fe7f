import { z } from 'zod';

/**
 * Documents as they travel (SPEC §3 "Document"): `{fileContent, fileName}`,
 * the content as plain base64 (no `data:` prefix). The schema only bounds the
 * size; the core decodes every file again and judges its type by its first
 * bytes, answering the SPEC §5 messages below with code 400.
 */

/** SPEC §5: the general upload limit, 3 MB. */
export const MAX_UPLOAD_MB = 3;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** A file of MAX_UPLOAD_BYTES as base64 (4 characters per 3 bytes, padded): about 4 MB, and no more. */
export const MAX_UPLOAD_BASE64 = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4;

/**
 * An empty `fileContent` is allowed by the schema so the core can answer the
 * SPEC's empty-file message, and because save/profileImage takes an empty
 * document to mean "remove the picture".
 */
export const document = z.object({
  fileContent: z.string().max(MAX_UPLOAD_BASE64),
  fileName: z.string().max(255),
});
export type Document = z.infer<typeof document>;

/** The real types the core recognises from a file's first bytes. */
export const FILE_KINDS = ['jpeg', 'png', 'pdf', 'tiff', 'heif'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The file name endings each real type may carry: a `.png` that is a JPEG is refused. */
export const EXTENSIONS: Record<FileKind, readonly string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  pdf: ['pdf'],
  tiff: ['tif', 'tiff'],
  heif: ['heic', 'heif'],
};

/** What each upload takes (SPEC §5 "Files") and the message for anything else. */
export const UPLOAD_RULES = {
  /** the general uploader: Aadhaar proof, name change proof */
  general: { kinds: ['jpeg', 'png', 'pdf'], typeMessage: 'File type not allowed. Only .jpeg, .png, and .pdf are allowed.' },
  addressProof: {
    kinds: ['jpeg', 'png', 'pdf', 'tiff'],
    typeMessage: 'File type not allowed. Only .jpg, .jpeg, .png, .tif and .pdf are allowed.',
  },
  panProof: {
    kinds: ['jpeg', 'png', 'pdf', 'tiff'],
    typeMessage: 'File type not allowed. Only .png, .jpeg, .jpg, .tiff and .pdf are allowed.',
  },
  fatca: { kinds: ['pdf'], typeMessage: 'Please upload FATCA form' },
  profileImage: { kinds: ['jpeg', 'png', 'heif'], typeMessage: 'Invalid file type' },
} as const satisfies Record<string, { kinds: readonly FileKind[]; typeMessage: string }>;
export type UploadPurpose = keyof typeof UPLOAD_RULES;

export const UPLOAD_MESSAGES = {
  empty: 'File size empty, please upload a file greater than 0KB.',
  tooLarge: `File size exceeds ${MAX_UPLOAD_MB}MB.`,
  /** a required document is missing (SPEC §5 "Aadhaar": proof mode needs both files) */
  missing: 'Please upload a file',
} as const;
