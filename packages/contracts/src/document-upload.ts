import { z } from 'zod';
import { defineCall } from './define';
import { document, MAX_UPLOAD_BYTES, type UploadPurpose as UploadRule } from './uploads';

/**
 * Upload first, name later (issue 8 §3). The uploader sends each file as soon as the customer
 * picks it, as the SPEC §3 Document; the core checks it, keeps it for the token's customer and
 * answers a documentId. The request the form sends later names its files by those ids, and the
 * core takes them only for that customer and only for the purpose they were uploaded for.
 */

/** What a file is for, and the SPEC §5 rule (uploads.UPLOAD_RULES) that says which types it takes. */
export const DOCUMENT_PURPOSES = {
  ADDRESS_PROOF: 'addressProof',
  AADHAAR_PROOF: 'general',
  PAN_PROOF: 'panProof',
  NAME_PROOF: 'general',
  FATCA: 'fatca',
  CLAIM_DOCUMENT: 'general',
  SR_ATTACHMENT: 'general',
  PROFILE_IMAGE: 'profileImage',
} as const satisfies Record<string, UploadRule>;
export type DocumentPurpose = keyof typeof DOCUMENT_PURPOSES;
export const documentPurpose = z.enum(Object.keys(DOCUMENT_PURPOSES) as [DocumentPurpose, ...DocumentPurpose[]]);

/** Random and unguessable; the core also refuses another customer's, so an id leaks nothing. */
export const documentId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

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
