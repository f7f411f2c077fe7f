/**
 * The upload rules both sides read, free of zod on purpose: the browser's uploader imports them,
 * and a module that builds the wire schemas would bring the whole zod library into every page
 * with a file field. uploads.ts and document-upload.ts re-export them beside their schemas.
 */

/** SPEC §5: the general upload limit, 3 MB. */
export const MAX_UPLOAD_MB = 3;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** A file of MAX_UPLOAD_BYTES as base64 (4 characters per 3 bytes, padded): about 4 MB, and no more. */
export const MAX_UPLOAD_BASE64 = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4;

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

/** What a file is for, and the SPEC §5 rule (UPLOAD_RULES) that says which types it takes. */
export const DOCUMENT_PURPOSES = {
  ADDRESS_PROOF: 'addressProof',
  AADHAAR_PROOF: 'general',
  PAN_PROOF: 'panProof',
  NAME_PROOF: 'general',
  FATCA: 'fatca',
  CLAIM_DOCUMENT: 'general',
  SR_ATTACHMENT: 'general',
  PROFILE_IMAGE: 'profileImage',
} as const satisfies Record<string, UploadPurpose>;
export type DocumentPurpose = keyof typeof DOCUMENT_PURPOSES;

/** A documentId: random and unguessable; the core also refuses another customer's, so an id leaks nothing. */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
