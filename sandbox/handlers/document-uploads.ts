import { CODES, documentUpload } from '@portal/contracts';
import { saveUpload } from '../domain/document-uploads';
import { fail } from '../domain/failure';
import { authedRoute, ok } from './route';

/**
 * document/upload: a file kept for the token's customer until a later request names it by
 * documentId (takeUploads in domain/document-uploads.ts). The body's clientId must be the token's.
 */
export const documentUploadRoutes = [
  authedRoute(documentUpload.uploadDocument, (req, { db, session, now }) => {
    if (req.clientId !== session.clientId) return fail(CODES.BAD_REQUEST, 'Invalid request.');
    const saved = saveUpload(db, { customerId: session.customerId, purpose: req.purpose, document: req.document, now });
    if (!saved.ok) return saved;
    const { documentId, fileName, contentType, size } = saved;
    return ok({ documentId, fileName, contentType, size });
  }),
];
