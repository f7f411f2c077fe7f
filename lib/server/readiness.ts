import 'server-only';
import { user } from '@portal/contracts';
import { getEnv } from './env';
import { TechnicalError } from './errors';
import { callUpstream } from './gateway';
import { log } from './log';
import { isShuttingDown } from './shutdown';

/** How long the readiness probe waits for the core: well inside a load balancer's probe timeout. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Why this instance should not be sent customers, or null when it may. The reasons name what to
 * look at, never a value: a probe's answer may be read by anyone who can reach the port.
 */
export async function notReadyReason(): Promise<string | null> {
  // After SIGTERM at once, without asking the core; and if it comes while the core is being asked,
  // the answer is about now.
  if (isShuttingDown()) return 'shutting down';
  const reason = await configurationOrCoreProblem();
  return isShuttingDown() ? 'shutting down' : reason;
}

async function configurationOrCoreProblem(): Promise<string | null> {
  let env;
  try {
    env = getEnv();
  } catch {
    return 'configuration is invalid (the server log names the variables)';
  }
  // getEnv refuses a ring that is not valid; this guards against one that lost its current key.
  if (env.envelopeKeys.current?.key.length !== 32) return 'envelope key is not loaded';
  // The gateway never waits longer than UPSTREAM_TIMEOUT_MS, so neither does the probe.
  const waitMs = Math.min(READY_TIMEOUT_MS, env.timeoutMs);
  try {
    // The banners of the login page: public, cheap, and sealed like every answer, so a reply
    // that opens proves the core is up and that both sides hold the same envelope key.
    await callUpstream(user.preloginBanners, {}, null, { timeoutMs: waitMs });
  } catch (e) {
    if (e instanceof TechnicalError && e.detail.includes('unreadable response')) {
      // The probe's answer names no key; the log says which key id the core used (a rotation step out of order).
      log.warn({ detail: e.detail }, 'readiness: the core answered, but its answer could not be opened');
      return 'the core answered, but its answer could not be opened';
    }
    return `the core did not answer within ${waitMs / 1000} s`;
  }
  return null;
}
