/**
 * Runs once when a portal server starts, Node only and not while `next build` runs: the
 * configuration check, logs and traces (lib/server/telemetry/start.ts), the drain on SIGTERM, and
 * the customer's own address for the OTP limits (lib/server/peer-address.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { checkConfigurationAtBoot } = await import('./lib/server/boot-check');
    checkConfigurationAtBoot();
    const { startObservability } = await import('./lib/server/telemetry/start');
    const flushTraces = startObservability();
    const { drainOnSigterm } = await import('./lib/server/shutdown');
    drainOnSigterm(flushTraces);
    (await import('./lib/server/peer-address')).recordPeerAddresses();
  }
}
