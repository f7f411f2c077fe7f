import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seal } from '@portal/contracts/envelope';
import { routePatterns } from '@/lib/server/telemetry/route-patterns';
import { scrubForExport } from '@/lib/server/telemetry/export-scrub';

/*
 * Each call to the core as an operator sees it: a span with the call's path, the HTTP status, the
 * core's code and the outcome, never a body; the request's id and trace context sent along. And a
 * span leaves the portal without the raw URL, addresses or error messages Next's spans carry.
 */

vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-request-id': 'req-9' }) }));

const key = randomBytes(32);
let server: Server;
let seen: IncomingMessage['headers'] = {};
let answer: { code: number; message: string; data?: unknown } = { code: 200, message: '', data: {} };

const spans = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] });

beforeAll(async () => {
  provider.register();
  server = createServer((req, res) => {
    req.resume().on('end', () => {
      seen = req.headers;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ responseData: seal(answer, key) }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  Object.assign(process.env, {
    UPSTREAM_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    UPSTREAM_ENC_KEY: key.toString('base64url'),
    SESSION_SECRET: 'x'.repeat(40),
  });
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await provider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
});
beforeEach(() => spans.reset());

const call = async (otp: string) => {
  const { callUpstream } = await import('@/lib/server/gateway');
  const { user } = await import('@portal/contracts');
  return callUpstream(user.validateLoginOtp, { transactionId: 'txn-9876543210', otp }, null);
};

describe('a call to the core', () => {
  it("carries the request's id and its trace context, and is a client span of the call's path and answer", async () => {
    answer = { code: 200, message: 'ok', data: { accessToken: 'a', refreshToken: 'r', sessionId: 's', clientId: 'C1' } };
    await call('482913').catch(() => undefined);
    const [span] = spans.getFinishedSpans();
    expect(seen['x-request-id']).toBe('req-9');
    expect(seen.traceparent).toContain(span!.spanContext().traceId);
    expect(span!.name).toBe('upstream POST /usermgmt/api/v1/login/otp/validate');
    expect(span!.kind).toBe(SpanKind.CLIENT);
    expect(span!.attributes).toMatchObject({
      'http.request.method': 'POST',
      'url.path': '/usermgmt/api/v1/login/otp/validate',
      'http.response.status_code': 200,
    });
  });

  it("records a refusal with the core's code, and never what was sent or answered", async () => {
    answer = { code: 400, message: 'Incorrect OTP for 9876543210.' };
    await expect(call('482913')).rejects.toThrow();
    const [span] = spans.getFinishedSpans();
    expect(span!.attributes).toMatchObject({ 'portal.core_code': 400, 'portal.outcome': 'refused' });
    expect(JSON.stringify([span!.name, span!.attributes, span!.events])).not.toMatch(/482913|9876543210|Incorrect/);
  });
});

describe('a span as it leaves the portal', () => {
  const routeOf = routePatterns({
    dynamicRoutes: [{ page: '/policy-details/[id]', regex: '^/policy\\-details/([^/]+?)(?:/)?$' }],
  });

  it("keeps the route pattern and drops the raw URL, the peer's address and an error's message", () => {
    const tracer = provider.getTracer('next.js');
    const span = tracer.startSpan('fetch GET http://localhost:3000/policy-details/10000001?_rsc=x', {
      attributes: {
        'next.span_type': 'BaseServer.handleRequest',
        'http.method': 'GET',
        'http.target': '/policy-details/10000001?mobile=9876543210',
        'http.url': 'http://localhost:3000/policy-details/10000001',
        'net.peer.name': 'localhost',
        'http.status_code': 500,
      },
    });
    span.recordException(new Error('No policy 10000001 for aarav@example.com'));
    span.setStatus({ code: 2, message: 'No policy 10000001 for aarav@example.com' });
    span.end();
    const out = scrubForExport(spans.getFinishedSpans()[0]!, routeOf);
    expect(out.attributes).toEqual({
      'next.span_type': 'BaseServer.handleRequest',
      'http.method': 'GET',
      'http.status_code': 500,
      'http.route': '/policy-details/[id]',
    });
    expect(out.events).toEqual([expect.objectContaining({ name: 'exception', attributes: { 'exception.type': 'Error' } })]);
    expect(out.status).toEqual({ code: 2 });
    expect(out.name).toBe('fetch GET [url]');
    expect(out.spanContext()).toEqual(spans.getFinishedSpans()[0]!.spanContext());
  });
});
