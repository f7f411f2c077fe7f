import { z } from 'zod';
import { MAX_UPLOAD_BASE64 } from './upload-kinds';

/**
 * Documents as they travel (SPEC §3 "Document"): `{fileContent, fileName}`,
 * the content as plain base64 (no `data:` prefix). The schema only bounds the
 * size; the core decodes every file again and judges its type by its first
 * bytes, answering the SPEC §5 messages below with code 400.
 */

// The rules themselves live zod-free, so the browser can read them without the schemas.
export {
  EXTENSIONS,
  FILE_KINDS,
  MAX_UPLOAD_BASE64,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  type FileKind,
  type UploadPurpose,
} from './upload-kinds';

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
