import { context, propagation, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { NextResponse } from 'next/server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { requestIdFor, withRequestId } from '@/lib/server/request-id';
import { ProxyTrustingTraceContext } from '@/lib/server/telemetry/trace-context';

/*
 * A request's id comes from a proxy only when the operator said the proxy is trusted; otherwise
 * anyone could choose the ids (and the trace) under which the portal logs their requests.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it('ignores an incoming id when no proxy is trusted', () => {
    const id = requestIdFor('lb-2f9c1e', 0);
    expect(id).toMatch(UUID);
  });

  it("takes a trusted proxy's id", () => {
    expect(requestIdFor('lb-2f9c1e:7', 1)).toBe('lb-2f9c1e:7');
  });

  it.each([
    ['with a space', 'lb 2f9c1e'],
    ['with a line break', 'lb\n{"level":"fatal"}'],
    ['too long', 'x'.repeat(129)],
    ['empty', ''],
  ])('generates one when a trusted proxy sends one %s', (_what, incoming) => {
    expect(requestIdFor(incoming, 2)).toMatch(UUID);
  });

  it('generates one when none was sent', () => {
    const [a, b] = [requestIdFor(null, 1), requestIdFor(null, 1)];
    expect(a).toMatch(UUID);
    expect(b).not.toBe(a);
  });
});

const spans = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] });
provider.register();
const tracer = trace.getTracer('test');

afterAll(async () => {
  await provider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
});
beforeEach(() => spans.reset());

/** Runs `answer` inside a span, as the proxy runs inside Next's, and returns what it left there. */
function inProxySpan(answer: () => Response) {
  const res = tracer.startActiveSpan('middleware GET', (span) => {
    const r = answer();
    span.end();
    return r;
  });
  return { res, attributes: spans.getFinishedSpans()[0]!.attributes };
}

describe('withRequestId', () => {
  it('returns the id on a request the proxy lets through, and tells the request log only the id', () => {
    const { res, attributes } = inProxySpan(() => withRequestId('r-1', NextResponse.next()));
    expect(res.headers.get('x-request-id')).toBe('r-1');
    expect(attributes).toEqual({ 'portal.request_id': 'r-1' });
  });

  it('tells the request log the status of an answer the proxy gave itself', () => {
    const { res, attributes } = inProxySpan(() =>
      withRequestId('r-2', NextResponse.redirect('http://localhost/login?return_to=%2F', 307)),
    );
    expect(res.headers.get('x-request-id')).toBe('r-2');
    expect(attributes).toEqual({ 'portal.request_id': 'r-2', 'portal.proxy_status': 307 });
  });

  it('treats a rewrite as let through', () => {
    const { attributes } = inProxySpan(() => withRequestId('r-3', NextResponse.rewrite('http://localhost/feature-unavailable')));
    expect(attributes['portal.proxy_status']).toBeUndefined();
  });
});

describe('incoming trace context', () => {
  const foreign = { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' };
  const continued = (p: ProxyTrustingTraceContext, carrier: Record<string, string>) =>
    trace.getSpanContext(p.extract(ROOT_CONTEXT, carrier, { get: (c, k) => c[k], keys: (c) => Object.keys(c) }))?.traceId;

  it('is not continued from a caller when no proxy is trusted', () => {
    expect(continued(new ProxyTrustingTraceContext(false), foreign)).toBeUndefined();
  });

  it("is continued from a trusted proxy's traceparent", () => {
    expect(continued(new ProxyTrustingTraceContext(true), foreign)).toBe('0af7651916cd43dd8448eb211c80319c');
  });

  it('is always continued from one the portal wrote itself (Next hands a request from its proxy pass to its render pass so)', () => {
    const p = new ProxyTrustingTraceContext(false);
    const written: Record<string, string> = {};
    tracer.startActiveSpan('first pass', (span) => {
      p.inject(context.active(), written, { set: (c, k, v) => (c[k] = v) });
      span.end();
    });
    expect(continued(p, written)).toBe(spans.getFinishedSpans()[0]!.spanContext().traceId);
  });
});
