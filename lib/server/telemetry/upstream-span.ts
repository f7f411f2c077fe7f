import 'server-only';
import { context, propagation, SpanKind, SpanStatusCode, trace, TraceFlags } from '@opentelemetry/api';
import { currentRequestId } from '../current-request-id';
import { SessionExpiredError, TechnicalError, UpstreamError } from '../errors';
import { log } from '../log';

/** What the gateway adds to one call, and tells about its answer. */
export interface UpstreamCall {
  /** the request's id, and its trace context when traces are exported */
  readonly headers: Record<string, string>;
  /** the HTTP status the core answered with */
  answered(status: number): void;
}

type Outcome = 'ok' | 'refused' | 'session-expired' | 'technical' | 'failed';

function outcomeOf(e: unknown): Outcome {
  // The core answered, with a code of its own rules (a duplicate, a limit, a failed check).
  if (e instanceof UpstreamError) return 'refused';
  if (e instanceof SessionExpiredError) return 'session-expired';
  // No answer, a timeout, or one that could not be opened or broke its contract.
  if (e instanceof TechnicalError) return 'technical';
  return 'failed';
}

const tracer = trace.getTracer('portal');

/**
 * One call to the core as operators see it: a client span (the contract's path, the HTTP status,
 * the core's answer code, the outcome; never a body), the request's X-Request-Id sent along so the
 * core's log names the same request, and at debug level a log line. The span is recorded and its
 * `traceparent` sent only when traces are exported (lib/server/telemetry/start.ts).
 */
export async function observeUpstream<T extends { code: number }>(
  method: string,
  path: string,
  run: (call: UpstreamCall) => Promise<T>,
): Promise<T> {
  const requestId = (await currentRequestId()) ?? crypto.randomUUID();
  const attributes = { 'http.request.method': method, 'url.path': path };
  return tracer.startActiveSpan(`upstream ${method} ${path}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    const started = performance.now();
    const headers: Record<string, string> = { 'X-Request-Id': requestId };
    if (span.spanContext().traceFlags & TraceFlags.SAMPLED) propagation.inject(context.active(), headers);
    let status: number | undefined;
    let outcome: Outcome = 'ok';
    let code: number | undefined;
    let detail: string | undefined;
    try {
      const answer = await run({ headers, answered: (s) => (status = s) });
      code = answer.code;
      return answer;
    } catch (e) {
      outcome = outcomeOf(e);
      if (e instanceof UpstreamError) code = e.code;
      if (e instanceof TechnicalError) detail = e.detail;
      throw e;
    } finally {
      if (status !== undefined) span.setAttribute('http.response.status_code', status);
      if (code !== undefined) span.setAttribute('portal.core_code', code);
      span.setAttribute('portal.outcome', outcome);
      if (outcome === 'technical' || outcome === 'failed') span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      // A call the core did not answer usably is logged here, once, whoever gave up on it
      // (logFailure in log.ts leaves it to this line); the rest only at debug level.
      if (outcome === 'technical' || log.isLevelEnabled('debug')) {
        const durationMs = Math.round((performance.now() - started) * 10) / 10;
        const line = { kind: 'upstream', method, path, status, code, outcome, durationMs, requestId, error: detail };
        if (outcome === 'technical') log.error(line, `upstream ${method} ${path} failed`);
        else log.debug(line, `upstream ${method} ${path} ${outcome}`);
      }
    }
  });
}
