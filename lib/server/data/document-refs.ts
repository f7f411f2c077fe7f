import 'server-only';
import type { Document } from '@portal/contracts/uploads';
import type { UploadedFile } from '../../uploads/upload-rules';

/**
 * The files a request names, as the core takes them: by the id each got when it was uploaded
 * (issue 8 §3), never their bytes again. Every request that carries documents builds them here.
 */
export function documentRefs(files: readonly UploadedFile[]): Document[] {
  // The contract's `document` is to take {documentId} beside {fileContent, fileName}; until it
  // does, this cast is the one place that says so, and goes when it lands.
  return files.map(({ documentId }) => ({ documentId }) as unknown as Document);
}
