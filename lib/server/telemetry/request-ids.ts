import { trace } from '@opentelemetry/api';

/** Span attributes through which proxy.ts tells the request log (request-lines.ts) about a request. */
export const ATTR_REQUEST_ID = 'portal.request_id';
/** Set only when the proxy answered the request itself (a redirect to /login, a 401, a 404). */
export const ATTR_PROXY_STATUS = 'portal.proxy_status';

const STORE = Symbol.for('portal.requestIdsByTrace');
type Store = Map<string, string>;

/**
 * The request id of each request being rendered, by trace id, so that any log line written while
 * the request runs carries it. Kept on globalThis: instrumentation and each route are bundled
 * apart, each with its own copy of this module, and they must share one map.
 */
export function requestIdsByTrace(): Store {
  const holder = globalThis as { [STORE]?: Store };
  return (holder[STORE] ??= new Map());
}

/** The id of the request the calling code runs for, when the request log knows it. */
export function requestIdOfActiveTrace(): string | undefined {
  const span = trace.getActiveSpan();
  return span && requestIdsByTrace().get(span.spanContext().traceId);
}
