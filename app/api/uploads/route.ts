import { isNavigationError } from 'next-safe-action';
import { CODES } from '@portal/contracts';
import { GENERIC_ERROR, TECHNICAL_ERROR } from '@/lib/constants';
import { storeUpload } from '@/lib/server/data/uploads';
import { SessionExpiredError, UpstreamError } from '@/lib/server/errors';
import { getAuth } from '@/lib/server/session';
import { hasContentType, isSameOrigin } from '@/lib/server/same-origin';
import { checkUploadedFile } from '@/lib/server/uploads';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES, documentPurpose } from '@/lib/uploads/upload-rules';
import { logFailure } from '@/lib/server/log';

/** Room for the multipart boundary, part headers and the purpose field around a full-size file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const json = (status: number, body: object) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
/** Never shown: the uploader sends the page to the login on a 401. */
const SESSION_EXPIRED = 'Session expired'; // i18n-ignore
const refuse = (status: number, message: string) => json(status, { message });

/**
 * One file from the uploader (components/ui/file-uploader.tsx), as multipart `purpose` + `file`.
 * A route handler rather than an action: the browser sends it with XMLHttpRequest to show real
 * progress, and actions' 1 MB body limit would cut a 3 MB file. Checks the session, the purpose,
 * the size and the real type, then hands the file to the core and answers {documentId, fileName};
 * refusals answer {message} in the SPEC's words.
 */
export async function POST(req: Request) {
  // Only the portal's own pages may spend the customer's upload quota (lib/server/same-origin.ts).
  if (!isSameOrigin(req)) return refuse(403, GENERIC_ERROR);
  if (!hasContentType(req, 'multipart/form-data')) return refuse(415, GENERIC_ERROR);
  const auth = await getAuth();
  if (!auth) return refuse(401, SESSION_EXPIRED);
  // A body declared far past the limit is refused before it is read.
  if (Number(req.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) {
    return refuse(413, FILE_TOO_LARGE);
  }
  const form = await req.formData().catch(() => null);
  const purpose = documentPurpose.safeParse(form?.get('purpose'));
  const file = form?.get('file');
  if (!purpose.success || !(file instanceof File)) return refuse(400, GENERIC_ERROR);

  const checked = await checkUploadedFile(file, purpose.data);
  if (!checked.ok) return refuse(checked.reason === 'size' ? 413 : 400, checked.message);
  try {
    return json(200, await storeUpload(purpose.data, checked.fileName, checked.bytes));
  } catch (e) {
    // The data layer ends a session the core refused by redirecting; an upload answers 401.
    if (e instanceof SessionExpiredError || isNavigationError(e)) return refuse(401, SESSION_EXPIRED);
    if (e instanceof UpstreamError) return refuse(e.code === CODES.TOO_MANY ? 429 : 400, e.message);
    logFailure(e, 'document/upload');
    return refuse(502, TECHNICAL_ERROR);
  }
}
