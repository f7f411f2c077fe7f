import 'server-only';
import { documentUpload } from '@portal/contracts';
import type { DocumentPurpose, UploadedFile } from '../../uploads/upload-rules';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';

/**
 * Hands a checked file to the core (SPEC §3 Document: base64 content and name), which keeps it
 * for this customer and answers the id a later request names it by. The portal keeps nothing,
 * so whichever instance takes the form later can pass the id on.
 */
export async function storeUpload(purpose: DocumentPurpose, fileName: string, bytes: Uint8Array): Promise<UploadedFile> {
  const { clientId } = await requireAuth();
  const saved = await callAsCustomer(documentUpload.uploadDocument, {
    clientId,
    purpose,
    document: { fileContent: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'), fileName },
  });
  return { documentId: saved.documentId, fileName: saved.fileName };
}
