import { trace } from '@opentelemetry/api';
import { ATTR_PROXY_STATUS, ATTR_REQUEST_ID } from './telemetry/request-ids';

/** The header that names a request in the portal's log, on its answer, and on every call to the core. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: short, and nothing that could break a log line or a header. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of an incoming request: the one a trusted proxy sent (TRUSTED_PROXY_HOPS > 0), so an
 * operator can follow a request from the load balancer on, or a new one. Without a trusted proxy
 * anyone could choose the ids in the portal's log, so an incoming one is ignored.
 */
export function requestIdFor(incoming: string | null, trustedProxyHops: number): string {
  if (trustedProxyHops > 0 && incoming !== null && SAFE_ID.test(incoming)) return incoming;
  return crypto.randomUUID();
}

/**
 * Puts the id on the proxy's answer, and tells the request log (lib/server/telemetry) which id the
 * request got and, when the proxy answered it itself rather than letting it through (a redirect
 * to /login, a 401, a 404), with what status: Next's own span cannot know that yet.
 */
export function withRequestId<R extends Response>(requestId: string, res: R): R {
  res.headers.set(REQUEST_ID_HEADER, requestId);
  const span = trace.getActiveSpan();
  if (span) {
    span.setAttribute(ATTR_REQUEST_ID, requestId);
    const continues = res.headers.has('x-middleware-next') || res.headers.has('x-middleware-rewrite');
    if (!continues) span.setAttribute(ATTR_PROXY_STATUS, res.status);
  }
  return res;
}
