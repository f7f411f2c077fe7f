import 'server-only';
import { getBrand } from './brand';
import { getEnv } from './env';
import { log } from './log';

/**
 * At server start (instrumentation.ts): a portal missing part of its configuration stops here
 * with the reason, instead of failing a customer's first request or, in production, running on
 * development defaults.
 */
export function checkConfigurationAtBoot() {
  try {
    getEnv();
    getBrand();
  } catch (e) {
    // The message names the variables at fault, never their values.
    log.fatal(e instanceof Error ? e.message : 'Portal configuration is invalid');
    process.exit(1);
  }
}
