import 'server-only';
import { SpanStatusCode, type AttributeValue, type HrTime } from '@opentelemetry/api';
import type { ReadableSpan, SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { log } from '../log';
import { ATTR_PROXY_STATUS, ATTR_REQUEST_ID, requestIdsByTrace } from './request-ids';
import type { RouteOf } from './route-patterns';

export const HANDLE_REQUEST = 'BaseServer.handleRequest';
export const MIDDLEWARE = 'Middleware.execute';
/** Asked for by machines on their own (an orchestrator's probes, a browser's icon): debug unless they fail. */
const QUIET: ReadonlySet<string> = new Set([
  '/api/health',
  '/api/ready',
  '/brand/icon.svg',
  '/apple-touch-icon.png',
  '/manifest.webmanifest',
  '/robots.txt',
]);
/** Requests the proxy let through whose render never started (the browser went away) are forgotten past this many. */
const MAX_WAITING = 1_000;

interface ProxyNote {
  requestId: string | undefined;
  path: string;
  /** set when the proxy answered the request itself */
  answered: number | undefined;
}

interface Waiting {
  requestId: string | undefined;
  traceId: string;
  startTime: HrTime;
}

interface RequestLine {
  route: string | undefined;
  status: number;
  startTime: HrTime;
  requestId: string | undefined;
}

const text = (v: AttributeValue | undefined) => (typeof v === 'string' ? v : undefined);
const number = (v: AttributeValue | undefined) => (typeof v === 'number' ? v : undefined);
const ms = (from: HrTime, to: HrTime) => Math.round(((to[0] - from[0]) * 1e3 + (to[1] - from[1]) / 1e6) * 10) / 10;

/**
 * Writes one log line per request, when Next's span for it ends (Next gives no response hook).
 * A request the proxy lets through runs through Next's handleRequest twice: a first pass that runs
 * the proxy (its Middleware.execute span is that pass's child), then the render pass, a child of
 * the first. A request the proxy answers itself (a redirect, a 401) has only the first pass, which
 * ends before Next has set the status, so the proxy names it (lib/server/request-id.ts). A request
 * the proxy never sees (the probes, files) has one pass with no proxy in it.
 */
export class RequestLineProcessor implements SpanProcessor {
  /** what the proxy said, by the span id of the first pass it ran in */
  private readonly proxied = new Map<string, ProxyNote>();
  /** first passes the proxy let through, by span id, until their render pass ends */
  private readonly waiting = new Map<string, Waiting>();

  constructor(
    private readonly routeOf: RouteOf,
    private readonly withTraceId: boolean,
  ) {}

  onStart(): void {}

  onEnd(span: ReadableSpan): void {
    const type = span.attributes['next.span_type'];
    if (type === MIDDLEWARE) this.noteProxy(span);
    else if (type === HANDLE_REQUEST) this.requestEnded(span);
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }

  private noteProxy(span: ReadableSpan): void {
    const firstPass = span.parentSpanContext?.spanId;
    if (!firstPass) return;
    // A proxy that threw made the router answer 500.
    const failed = span.status.code === SpanStatusCode.ERROR ? 500 : undefined;
    this.proxied.set(firstPass, {
      requestId: text(span.attributes[ATTR_REQUEST_ID]),
      path: text(span.attributes['http.target']) ?? '',
      answered: number(span.attributes[ATTR_PROXY_STATUS]) ?? failed,
    });
  }

  private requestEnded(span: ReadableSpan): void {
    const { spanId, traceId } = span.spanContext();
    const note = this.proxied.get(spanId);
    if (note) {
      this.proxied.delete(spanId);
      if (note.answered !== undefined) {
        this.write(span, {
          route: this.routeOf(note.path),
          status: note.answered,
          startTime: span.startTime,
          requestId: note.requestId,
        });
      } else {
        this.wait(spanId, { requestId: note.requestId, traceId, startTime: span.startTime });
      }
      return;
    }
    const parent = span.parentSpanContext?.spanId;
    const first = parent === undefined ? undefined : this.waiting.get(parent);
    if (first) this.forget(parent!, first);
    this.write(span, {
      route: text(span.attributes['next.route']) ?? this.routeOf(text(span.attributes['http.target']) ?? ''),
      status: number(span.attributes['http.status_code']) ?? 0,
      startTime: first?.startTime ?? span.startTime,
      requestId: first?.requestId,
    });
  }

  private wait(spanId: string, first: Waiting): void {
    this.waiting.set(spanId, first);
    if (first.requestId) requestIdsByTrace().set(first.traceId, first.requestId);
    if (this.waiting.size > MAX_WAITING) {
      const [oldestId, oldest] = this.waiting.entries().next().value!;
      this.forget(oldestId, oldest);
    }
  }

  private forget(spanId: string, first: Waiting): void {
    this.waiting.delete(spanId);
    requestIdsByTrace().delete(first.traceId);
  }

  private write(span: ReadableSpan, line: RequestLine): void {
    const method = text(span.attributes['http.method']) ?? '-';
    const route = line.route ?? '-';
    const fields = {
      kind: 'request',
      method,
      route,
      status: line.status,
      durationMs: ms(line.startTime, span.endTime),
      requestId: line.requestId ?? crypto.randomUUID(),
      ...(span.attributes['next.rsc'] === true ? { rsc: true } : {}),
      ...(this.withTraceId ? { traceId: span.spanContext().traceId } : {}),
    };
    const level = line.status >= 500 ? 'error' : QUIET.has(route) ? 'debug' : 'info';
    log[level](fields, `${method} ${route} ${line.status}`);
  }
}
