import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test as base } from './fixtures';
import { startExtraPortal, type ExtraPortal } from './extra-portal';
import { AARAV, signIn } from './support';

/*
 * Traces as an operator's collector receives them (docs/operations.md, "Traces"): a portal pointed
 * at an OTLP/HTTP endpoint sends, for a dashboard view, the request's span with the calls to the
 * core beneath it, and nothing that names the customer or the raw address asked for.
 */

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
}

/** A small OTLP/HTTP receiver: keeps every span of every JSON export it is sent. */
class Collector {
  readonly spans: Span[] = [];
  readonly services = new Set<string>();
  url = '';
  private readonly server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') this.keep(JSON.parse(body));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });

  async start(): Promise<void> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }

  private keep(request: { resourceSpans: { resource: OtlpAttributes; scopeSpans: { spans: (Span & OtlpAttributes)[] }[] }[] }) {
    for (const rs of request.resourceSpans) {
      this.services.add(String(values(rs.resource)['service.name']));
      for (const ss of rs.scopeSpans) for (const s of ss.spans) this.spans.push({ ...s, attributes: values(s) });
    }
  }
}

type OtlpAttributes = { attributes?: { key: string; value: Record<string, unknown> }[] };
const values = (o: OtlpAttributes) => Object.fromEntries((o.attributes ?? []).map((a) => [a.key, Object.values(a.value)[0]]));

const test = base.extend<{ collector: Collector; portal: ExtraPortal }>({
  collector: async ({}, provide) => {
    const collector = new Collector();
    await collector.start();
    await provide(collector);
    await collector.stop();
  },
  portal: async ({ servers, collector }, provide) => {
    const portal = await startExtraPortal(servers.portalEnv, {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
    await provide(portal);
    await portal.stop();
  },
  baseURL: async ({ portal }, provide) => {
    await provide(portal.url);
  },
});

test('a dashboard view is exported as the request span with its calls to the core beneath it', async ({ page, collector }) => {
  await signIn(page, AARAV);
  // A fresh login lands on the dashboard inside the login's own answer: open it as a page of its own.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Hello/ })).toBeVisible();

  /** A render span of the dashboard page, with the calls to the core beneath it in its trace. */
  const dashboardTrace = () => {
    for (const render of collector.spans.filter(
      (s) => s.attributes['next.span_type'] === 'BaseServer.handleRequest' && s.name === 'GET /',
    )) {
      const trace = collector.spans.filter((s) => s.traceId === render.traceId);
      const byId = new Map(trace.map((s) => [s.spanId, s]));
      const beneath = (s: Span): boolean => {
        for (let p = byId.get(s.parentSpanId ?? ''); p; p = byId.get(p.parentSpanId ?? '')) if (p === render) return true;
        return false;
      };
      const calls = trace.filter((s) => s.name.startsWith('upstream ') && beneath(s));
      if (calls.length) return { render, calls };
    }
    return undefined;
  };
  await expect.poll(() => dashboardTrace()?.calls.length ?? 0).toBeGreaterThan(0);

  const { render, calls } = dashboardTrace()!;
  expect(render.attributes).toMatchObject({ 'http.route': '/', 'http.status_code': 200, 'http.method': 'GET' });
  expect(calls[0]!.attributes).toMatchObject({
    'http.request.method': 'POST',
    'url.path': expect.stringMatching(/^\/[a-z]+\/api\/v1\//),
    'http.response.status_code': 200,
    'portal.core_code': 200,
    'portal.outcome': 'ok',
  });
  expect([...collector.services]).toEqual(['policyholder-portal']);

  const exported = JSON.stringify(collector.spans);
  for (const secret of [AARAV.mobile, 'Aarav', 'aarav.sharma@example.com', '/policy-details/1', '?_rsc', 'localhost:']) {
    expect(exported, `a span holds ${secret}`).not.toContain(secret);
  }
  expect(collector.spans.some((s) => 'http.target' in s.attributes || 'http.url' in s.attributes)).toBe(false);
});
