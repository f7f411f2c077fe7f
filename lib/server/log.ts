import 'server-only';
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import { TechnicalError, UpstreamError } from './errors';
import { scrubLine } from './log-scrub';
import { requestIdOfActiveTrace } from './telemetry/request-ids';

/**
 * Pretty lines for a developer under `next dev`; everywhere else pino's own JSON writer. pino-pretty
 * is a devDependency, so it is loaded only then: a production install without it still starts.
 */
function developmentStream(): DestinationStream | undefined {
  if (process.env.NODE_ENV !== 'development') return undefined;
  const pretty = createRequire(import.meta.url)('pino-pretty') as (options: object) => DestinationStream;
  return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'service' });
}

/**
 * A logger as the portal's: JSON lines, one object per event, at the level LOG_LEVEL names (info
 * by default; read from process.env rather than getEnv(), so that a configuration error can itself
 * be logged). Every line passes scrubLine before it is written, and a line written while a request
 * runs carries that request's id. Tests pass their own destination to read what was written.
 */
export function createLogger(
  destination: DestinationStream | undefined = developmentStream(),
  level = process.env.LOG_LEVEL || 'info',
): Logger {
  const options = {
    level,
    base: { service: 'portal' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin: () => {
      const requestId = requestIdOfActiveTrace();
      return requestId ? { requestId } : {};
    },
    hooks: { streamWrite: scrubLine },
  };
  return destination ? pino(options, destination) : pino(options);
}

const SHARED = Symbol.for('portal.log');

/**
 * The portal's one logger: `log.info({ fields }, 'message')`. One per process, although
 * instrumentation, the proxy and each route are bundled apart with a copy of this module each:
 * one writer on stdout, so lines from different bundles never interleave.
 */
export const log: Logger = ((globalThis as { [SHARED]?: Logger })[SHARED] ??= createLogger());

/**
 * What a log line may say about an error: its name, with the portal's own detail (a contract path
 * and what went wrong) or the core's answer code. Never its message, which may echo what a
 * customer typed or what the core answered.
 */
export function describeError(e: unknown): { error: string; code?: number } {
  if (e instanceof TechnicalError) return { error: `${e.name}: ${e.detail}` };
  if (e instanceof UpstreamError) return { error: e.name, code: e.code };
  if (e instanceof Error) return { error: e.name };
  return { error: typeof e };
}

/**
 * Logs what failed under `what`, once: a TechnicalError (no answer from the core, or one that could
 * not be read) was already logged by the gateway, with the call's path and the request's id, so the
 * code that gave up on it does not say it again.
 */
export function logFailure(e: unknown, what: string): void {
  if (e instanceof TechnicalError) return;
  log.error(describeError(e), `${what} failed`);
}
