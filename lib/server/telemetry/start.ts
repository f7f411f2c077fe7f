import 'server-only';
import type { Attributes } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  SamplingDecision,
  type Sampler,
  type SamplingResult,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { getEnv } from '../env';
import { log } from '../log';
import { routeConsoleToLog } from './console-to-log';
import { ScrubbingExporter } from './export-scrub';
import { HANDLE_REQUEST, MIDDLEWARE, RequestLineProcessor } from './request-lines';
import { routePatternsOfBuild } from './route-patterns';
import { ProxyTrustingTraceContext } from './trace-context';

/**
 * Exporting, every span is kept and sent, whatever an incoming trace context says (the request
 * line needs the request's span). Not exporting, only Next's request and proxy spans are recorded,
 * for the request lines; the rest are never built.
 */
class PortalSampler implements Sampler {
  constructor(private readonly exporting: boolean) {}

  shouldSample(_context: unknown, _traceId: string, _name: string, _kind: unknown, attributes: Attributes): SamplingResult {
    if (this.exporting) return { decision: SamplingDecision.RECORD_AND_SAMPLED };
    const type = attributes['next.span_type'];
    return { decision: type === HANDLE_REQUEST || type === MIDDLEWARE ? SamplingDecision.RECORD : SamplingDecision.NOT_RECORD };
  }

  toString(): string {
    return 'PortalSampler';
  }
}

/**
 * Logs and traces for one portal server (instrumentation.ts): console output becomes JSON log
 * lines, and a tracer provider is registered, which is also what makes Next create the spans the
 * request lines are written from. Spans leave over OTLP/HTTP only when an endpoint is configured.
 * OTEL_SDK_DISABLED=true leaves out the tracer, and with it the request lines. Answers a flush, for
 * a shutdown to send the spans still waiting in the batch.
 */
export function startObservability(): () => Promise<void> {
  routeConsoleToLog();
  const disabled = process.env.OTEL_SDK_DISABLED === 'true';
  const exporting =
    !disabled && Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
  // From this line on, everything the server prints is a JSON line.
  log.info({ logLevel: log.level, requestLines: !disabled, tracesExported: exporting }, 'portal logging started');
  if (disabled) return () => Promise.resolve();
  const routeOf = routePatternsOfBuild();
  const spanProcessors: SpanProcessor[] = [new RequestLineProcessor(routeOf, exporting)];
  if (exporting) spanProcessors.push(new BatchSpanProcessor(new ScrubbingExporter(new OTLPTraceExporter(), routeOf)));
  const service = resourceFromAttributes({ [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME || 'policyholder-portal' });
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(service),
    sampler: new PortalSampler(exporting),
    spanProcessors,
  });
  provider.register({ propagator: new ProxyTrustingTraceContext(getEnv().trustedProxyHops > 0) });
  return () => provider.forceFlush();
}
