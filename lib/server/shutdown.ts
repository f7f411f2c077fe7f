import 'server-only';
import { getEnv } from './env';
import { log } from './log';

/*
 * An orchestrator stops an instance with SIGTERM, then kills it after its own grace period. Next's
 * server (start-server.js) already stops taking connections on SIGTERM and exits once the open
 * ones have finished, but it waits for them without limit and readiness keeps answering 200. This
 * adds the two missing parts: readiness fails at once, and the process exits after
 * SHUTDOWN_GRACE_MS even if a request is still open, before the orchestrator's kill would.
 */

// Instrumentation and the route handlers are separate bundles, each with its own copy of this
// module: the flag lives on the process so that both read the same one.
const SHUTTING_DOWN = Symbol.for('portal.shuttingDown');
const flags = globalThis as typeof globalThis & { [SHUTTING_DOWN]?: boolean };

/** Exit code of a process ended by SIGTERM (128 + 15), as Next's own exit after draining. */
const SIGTERM_EXIT = 143;

/** True from the moment SIGTERM arrives: readiness then answers 503 'shutting down'. */
export function isShuttingDown(): boolean {
  return flags[SHUTTING_DOWN] === true;
}

/**
 * Called once at server start (instrumentation.ts). `flushTraces` sends the spans still waiting in
 * the exporter's batch: at the signal, and again before an exit at the grace.
 */
export function drainOnSigterm(flushTraces: () => Promise<void> = () => Promise.resolve()): void {
  const graceMs = getEnv().shutdownGraceMs;
  process.once('SIGTERM', () => {
    flags[SHUTTING_DOWN] = true;
    log.info({ graceMs }, 'SIGTERM: no new connections; finishing the requests in flight');
    void flushTraces().catch(() => undefined);
    // Unref'd: it never keeps an idle process alive, and fires only while requests still are.
    setTimeout(() => {
      log.warn({ graceMs }, 'shutdown grace period over with requests still open; exiting');
      void flushTraces()
        .catch(() => undefined)
        .finally(() => process.exit(SIGTERM_EXIT));
    }, graceMs).unref();
  });
}
