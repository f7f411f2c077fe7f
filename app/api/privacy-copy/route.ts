import { isNavigationError } from 'next-safe-action';
import { CODES } from '@portal/contracts';
import { attachmentDisposition } from '@/lib/document-rules';
import { fetchDataCopy } from '@/lib/server/data/privacy';
import { SessionExpiredError, UpstreamError } from '@/lib/server/errors';
import { logFailure } from '@/lib/server/log';
import { getAuth } from '@/lib/server/session';

const CENTRE = '/manage-profile/privacy';
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Back to the privacy centre, which says why in the page's language (its ?copy=… banner). */
const to = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
const back = (why: 'expired' | 'missing') => to(`${CENTRE}?copy=${why}`);

/**
 * A prepared copy of the customer's data (issue 27 §2), as a plain link's download: the PDF
 * summary or the complete JSON. The core decides: another customer's copy reads as missing, one past
 * its 7 days as expired. Reading one's own data through a link is safe to start from anywhere,
 * so it is a GET (the cookie still names whose copy it is).
 */
export async function GET(req: Request) {
  const url = new URL(req.url);
  const id = url.searchParams.get('id') ?? '';
  const format = url.searchParams.get('format') === 'json' ? 'JSON' : 'PDF';
  if (!(await getAuth())) return to('/login');
  if (!ID.test(id)) return back('missing');
  try {
    const file = await fetchDataCopy(id, format);
    return new Response(file.bytes, {
      status: 200,
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': attachmentDisposition(file.fileName),
        'Content-Length': String(file.bytes.byteLength),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (e) {
    if (e instanceof UpstreamError) return back(e.code === CODES.UNPROCESSABLE ? 'expired' : 'missing');
    if (e instanceof SessionExpiredError || isNavigationError(e)) return to('/login');
    logFailure(e, 'privacy/copy');
    return back('missing');
  }
}
