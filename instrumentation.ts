/**
 * Runs once when a portal server starts, Node only and not while `next build` runs: the
 * configuration check, then logs and traces (lib/server/telemetry/start.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { checkConfigurationAtBoot } = await import('./lib/server/boot-check');
    checkConfigurationAtBoot();
    const { startObservability } = await import('./lib/server/telemetry/start');
    startObservability();
  }
}
