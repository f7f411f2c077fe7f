import { ROOT_CONTEXT, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '@/lib/server/log';
import { HANDLE_REQUEST, MIDDLEWARE, RequestLineProcessor } from '@/lib/server/telemetry/request-lines';
import { routePatterns } from '@/lib/server/telemetry/route-patterns';

/*
 * One log line per request, however Next ran it: let through by the proxy (two passes), answered
 * by the proxy itself, or never shown to the proxy (the probes). Spans are made here as Next makes
 * them (base-server.js handleRequest, adapter.js Middleware.execute).
 */

const routeOf = routePatterns({
  staticRoutes: [{ page: '/' }, { page: '/login' }, { page: '/api/health' }],
  dynamicRoutes: [
    { page: '/policy-details/[id]', regex: '^/policy\\-details/([^/]+?)(?:/)?$' },
    { page: '/[...missing]', regex: '^/(.+?)(?:/)?$' },
  ],
});
const tracer = new NodeTracerProvider({ spanProcessors: [new RequestLineProcessor(routeOf, false)] }).getTracer('next.js');

const lines: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
for (const level of ['debug', 'info', 'warn', 'error'] as const) {
  vi.spyOn(log, level).mockImplementation(((fields: Record<string, unknown>, msg: string) => {
    lines.push({ level, fields, msg });
  }) as never);
}
beforeEach(() => {
  lines.length = 0;
});

const start = (type: string, attributes: Attributes, parent?: Span) =>
  tracer.startSpan(
    type,
    { attributes: { 'next.span_type': type, ...attributes } },
    parent ? trace.setSpan(ROOT_CONTEXT, parent) : ROOT_CONTEXT,
  );

/** The proxy's span inside a first pass; `said` is what lib/server/request-id.ts leaves on it. */
function proxyPass(target: string, said: Attributes, threw = false) {
  const first = start(HANDLE_REQUEST, { 'http.method': 'GET', 'http.target': target });
  const proxy = start(MIDDLEWARE, { 'http.method': 'GET', 'http.target': target.split('?')[0]!, ...said }, first);
  if (threw) proxy.setStatus({ code: SpanStatusCode.ERROR });
  proxy.end();
  // Next has not set the status yet when the first pass ends: it reads 200 whatever the proxy did.
  first.setAttribute('http.status_code', 200);
  first.end();
  return first;
}

describe('the request log', () => {
  it('writes one line for a request the proxy let through, with the route pattern, the render’s status and the proxy’s id', () => {
    const first = proxyPass('/policy-details/10000001?tab=funds', { 'portal.request_id': 'r-1' });
    expect(lines).toEqual([]);
    const render = start(HANDLE_REQUEST, { 'http.method': 'GET', 'http.target': '/policy-details/10000001?tab=funds' }, first);
    render.setAttributes({ 'http.status_code': 200, 'next.route': '/policy-details/[id]', 'next.rsc': true });
    render.end();
    expect(lines).toEqual([
      {
        level: 'info',
        msg: 'GET /policy-details/[id] 200',
        fields: expect.objectContaining({
          kind: 'request',
          method: 'GET',
          route: '/policy-details/[id]',
          status: 200,
          requestId: 'r-1',
          rsc: true,
          durationMs: expect.any(Number),
        }),
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('10000001');
  });

  it('writes one line, with the status the proxy gave, for a request the proxy answered itself', () => {
    proxyPass('/policy-details/10000001', { 'portal.request_id': 'r-2', 'portal.proxy_status': 307 });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toMatchObject({ route: '/policy-details/[id]', status: 307, requestId: 'r-2' });
  });

  it('writes a 500 at error level when the proxy threw', () => {
    proxyPass('/', { 'portal.request_id': 'r-3' }, true);
    expect(lines).toMatchObject([{ level: 'error', fields: { route: '/', status: 500, requestId: 'r-3' } }]);
  });

  it('writes a probe the proxy never saw at debug, with an id of its own', () => {
    const probe = start(HANDLE_REQUEST, { 'http.method': 'GET', 'http.target': '/api/health' });
    probe.setAttributes({ 'http.status_code': 200, 'next.route': '/api/health' });
    probe.end();
    expect(lines).toMatchObject([
      { level: 'debug', fields: { route: '/api/health', status: 200, requestId: expect.any(String) } },
    ]);
  });

  it('writes every other request once, whatever else runs beside it', () => {
    const a = proxyPass('/', { 'portal.request_id': 'a' });
    const b = proxyPass('/login', { 'portal.request_id': 'b' });
    for (const [first, route] of [
      [b, '/login'],
      [a, '/'],
    ] as const) {
      const render = start(HANDLE_REQUEST, { 'http.method': 'GET' }, first);
      render.setAttributes({ 'http.status_code': 200, 'next.route': route });
      render.end();
    }
    expect(lines.map((l) => [l.fields.route, l.fields.requestId])).toEqual([
      ['/login', 'b'],
      ['/', 'a'],
    ]);
  });
});

describe('route patterns', () => {
  it.each([
    ['/', '/'],
    ['/login?return_to=%2F', '/login'],
    ['/policy-details/10000001', '/policy-details/[id]'],
    ['/policy-details/10000001/', '/policy-details/[id]'],
    ['/no/such/page', '/[...missing]'],
  ])('names %s by its route %s', (path, route) => {
    expect(routeOf(path)).toBe(route);
  });
});
