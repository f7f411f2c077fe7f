import 'server-only';

/**
 * Whether a request that changes something comes from the portal's own pages, as Next checks for
 * server actions: the browser's `Sec-Fetch-Site` says same-origin, and its `Origin` names the host
 * the request was sent to. A page on a sibling origin of the same site carries the SameSite=Lax
 * cookie too, so the cookie alone proves nothing; a request with no Origin is not from a page.
 */
export function isSameOrigin(req: Request): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = req.headers.get('origin');
  if (!origin) return false;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Whether the body is of the one type the route reads (a `text/plain` form from another page is not). */
export function hasContentType(req: Request, type: 'application/json' | 'multipart/form-data'): boolean {
  return (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase() === type;
}
