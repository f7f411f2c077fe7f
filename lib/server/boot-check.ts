import 'server-only';
import { getEnv } from './env';

/**
 * At server start (instrumentation.ts): a portal missing part of its configuration stops here
 * with the reason, instead of failing a customer's first request or, in production, running on
 * development defaults.
 */
export function checkConfigurationAtBoot() {
  try {
    getEnv();
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
