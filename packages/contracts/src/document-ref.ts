import { z } from 'zod';
import { documentId } from './document-upload';
import { document } from './uploads';

/**
 * A document as a request carries it: its bytes, as SPEC §3 sends them
 * (`{fileContent, fileName}`), or, for a file the uploader sent ahead with
 * document/upload, `{documentId}`. The core takes an id only for the token's
 * customer, for the purpose it was uploaded for, and once: the request it
 * joins keeps it. Used by nameChange, update/pan, address/update,
 * aadhar/update and save/profileImage.
 */
export const documentRef = z.object({ documentId }).strict();
export const requestDocument = z.union([documentRef, document]);
export type RequestDocument = z.infer<typeof requestDocument>;
export type DocumentRef = z.infer<typeof documentRef>;

export const isDocumentRef = (d: RequestDocument): d is DocumentRef => 'documentId' in d;
