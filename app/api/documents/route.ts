import { isNavigationError } from 'next-safe-action';
import { CODES } from '@portal/contracts';
import { GENERIC_ERROR } from '@/lib/constants';
import { attachmentDisposition, headerSafe } from '@/lib/document-rules';
import { documentRequestSchema, fetchDocument } from '@/lib/server/data/documents';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { PolicyNotFoundError, SessionExpiredError, UpstreamError } from '@/lib/server/errors';
import { getAuth } from '@/lib/server/session';
import { hasContentType, isSameOrigin } from '@/lib/server/same-origin';
import { logFailure } from '@/lib/server/log';

/** Never shown: the download button sends the page to the login on a 401. */
const SESSION_EXPIRED = 'Session expired'; // i18n-ignore

const json = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * Any of the customer's documents as a PDF download (receipt, certificates, statements).
 * Answers JSON {message} on failure so the button can show the core's words; 401 and 404
 * never reveal whether someone else's policy exists.
 */
export async function POST(req: Request) {
  // Only the portal's own pages may ask for (and have the core email) a document (lib/server/same-origin.ts).
  if (!isSameOrigin(req)) return json(403, GENERIC_ERROR);
  if (!hasContentType(req, 'application/json')) return json(415, GENERIC_ERROR);
  const auth = await getAuth();
  if (!auth) return json(401, SESSION_EXPIRED);
  const parsed = documentRequestSchema.safeParse(await req.json().catch(() => null));
  if (!parsed.success) return json(400, GENERIC_ERROR);

  try {
    const doc = await fetchDocument(auth, await getOwnedPolicy(parsed.data.policyNumber), parsed.data);
    if (doc.kind === 'empty') return json(400, doc.message);
    const headers = new Headers({
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(doc.fileName),
      'Content-Length': String(doc.bytes.byteLength),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    const emailedTo = doc.emailedTo ? headerSafe(doc.emailedTo) : '';
    if (emailedTo) headers.set('X-Emailed-To', emailedTo);
    return new Response(doc.bytes, { status: 200, headers });
  } catch (e) {
    if (e instanceof PolicyNotFoundError) return json(404, e.message);
    // The data layer ends a session the core refused by sending the page to login; a download answers 401.
    if (e instanceof SessionExpiredError || isNavigationError(e)) return json(401, SESSION_EXPIRED);
    if (e instanceof UpstreamError) return json(e.code === CODES.UNPROCESSABLE ? 422 : 400, e.message);
    logFailure(e, 'download/documents');
    return json(502, GENERIC_ERROR);
  }
}
