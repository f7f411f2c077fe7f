import 'server-only';
import type { Attributes } from '@opentelemetry/api';
import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-node';
import { scrubText } from '../log-scrub';
import type { RouteOf } from './route-patterns';

/**
 * The attributes a span may leave the portal with. Next's own spans also carry the raw URL
 * (http.target, http.url: a policy number, a query string) and the peer's address; the portal's
 * upstream spans carry the contract's path, which names a call and never a customer.
 */
const EXPORTED: ReadonlySet<string> = new Set([
  'next.span_type',
  'next.route',
  'http.route',
  'http.method',
  'http.status_code',
  'next.rsc',
  'next.segment',
  'next.bubble',
  'error.type',
  'http.request.method',
  'http.response.status_code',
  'url.path',
  'portal.request_id',
  'portal.proxy_status',
  'portal.core_code',
  'portal.outcome',
]);

/** Any address in a span's name (Next names its fetch spans after the URL they fetch). */
const URL_IN_NAME = /\bhttps?:\/\/\S*/g;

function exportedAttributes(span: ReadableSpan, routeOf: RouteOf): Attributes {
  const kept: Attributes = {};
  for (const [key, value] of Object.entries(span.attributes)) {
    if (!EXPORTED.has(key)) continue;
    kept[key] = typeof value === 'string' ? scrubText(value) : value;
  }
  // A request span without Next's route (the proxy's pass, one the proxy answered) is named by its
  // route pattern, so a trace still says what was asked for without saying whose.
  const target = span.attributes['http.target'];
  if (kept['http.route'] === undefined && typeof target === 'string') {
    const route = routeOf(target);
    if (route) kept['http.route'] = route;
  }
  return kept;
}

/** The span as it may leave the portal: allowed attributes, no event details, no status message. */
export function scrubForExport(span: ReadableSpan, routeOf: RouteOf): ReadableSpan {
  return {
    name: scrubText(span.name.replace(URL_IN_NAME, '[url]')),
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    // An error's message may echo what a customer typed; its type says enough.
    status: { code: span.status.code },
    attributes: exportedAttributes(span, routeOf),
    links: span.links.map((l) => ({ context: l.context })),
    events: span.events.map((e) => ({
      name: e.name,
      time: e.time,
      attributes: e.attributes?.['exception.type'] === undefined ? {} : { 'exception.type': e.attributes['exception.type'] },
    })),
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

/** Hands the exporter only scrubbed spans; runs in the batch processor, off the request's path. */
export class ScrubbingExporter implements SpanExporter {
  constructor(
    private readonly inner: SpanExporter,
    private readonly routeOf: RouteOf,
  ) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.inner.export(
      spans.map((s) => scrubForExport(s, this.routeOf)),
      done,
    );
  }

  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}
