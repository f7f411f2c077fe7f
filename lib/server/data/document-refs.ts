import 'server-only';
import type { DocumentRef } from '@portal/contracts/document-ref';
import type { UploadedFile } from '../../uploads/upload-rules';

/**
 * The files a request names, as the core takes them: by the id each got when it was uploaded
 * (issue 8 §3), never their bytes again. Every request that carries documents builds them here.
 */
export function documentRefs(files: readonly UploadedFile[]): DocumentRef[] {
  return files.map(({ documentId }) => ({ documentId }));
}
