import { z } from 'zod';
import { documentId, documentPurpose } from '@portal/contracts/document-upload';
import { FILE_MISSING } from './file-rules';

/**
 * The uploader's rules with the schemas the forms, the actions and the route that receives files
 * (app/api/uploads) parse with. Browser code that needs only the rules imports ./file-rules.ts,
 * which carries no zod; the real type (first bytes) is judged on the server.
 */
export * from './file-rules';
export { documentPurpose };

/** What the uploader hands its form: the core's id for the file, and the name to show. */
export const uploadedFile = z.object({ documentId, fileName: z.string().min(1).max(255) });
/** A form field the uploader fills, required: empty, it says 'Please upload a file' (SPEC §5 "Aadhaar"). */
export const requiredUpload = uploadedFile.nullable().refine((v) => v !== null, FILE_MISSING);
