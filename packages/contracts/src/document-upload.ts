import { z } from 'zod';
import { defineCall } from './define';
import { DOCUMENT_ID_PATTERN, DOCUMENT_PURPOSES, type DocumentPurpose } from './upload-kinds';
import { document, MAX_UPLOAD_BYTES } from './uploads';

/**
 * Upload first, name later (issue 8 §3). The uploader sends each file as soon as the customer
 * picks it, as the SPEC §3 Document; the core checks it, keeps it for the token's customer and
 * answers a documentId. The request the form sends later names its files by those ids, and the
 * core takes them only for that customer and only for the purpose they were uploaded for.
 */

export { DOCUMENT_PURPOSES, type DocumentPurpose } from './upload-kinds';
export const documentPurpose = z.enum(Object.keys(DOCUMENT_PURPOSES) as [DocumentPurpose, ...DocumentPurpose[]]);
export const documentId = z.string().regex(DOCUMENT_ID_PATTERN);

/** document/upload: the SPEC names no stand-alone upload call; this one sits with the user service. */
export const uploadDocument = defineCall({
  method: 'POST',
  path: '/usermgmt/api/v1/document/upload',
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    clientId: z.string().min(1),
    purpose: documentPurpose,
    document,
  }),
  data: z.object({
    documentId,
    fileName: z.string().min(1).max(255),
    contentType: z.string().min(1),
    size: z.number().int().positive().max(MAX_UPLOAD_BYTES),
  }),
});
