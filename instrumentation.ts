/** Runs once when a portal server starts; the check is Node-only and skipped while `next build` runs. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { checkConfigurationAtBoot } = await import('./lib/server/boot-check');
    checkConfigurationAtBoot();
    const { drainOnSigterm } = await import('./lib/server/shutdown');
    drainOnSigterm();
    (await import('./lib/server/peer-address')).recordPeerAddresses();
  }
}
