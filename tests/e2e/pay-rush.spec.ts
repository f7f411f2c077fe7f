import { payRush } from '../../scripts/measure/pay-rush.mjs';
import { expect, test } from './fixtures';
import { startCoreAndPortal } from './servers/own-core';

/*
 * Fifty customers log in and pay at once on one core (issue 23 §4), each from their own address
 * as a load balancer reports it (TRUSTED_PROXY_HOPS=1), over HTTP as their browsers would: no
 * answer is a server error, every customer is charged exactly once, and every receipt downloads.
 * The figures go to the test's output; `npm run measure -- --only=rush` takes them on their own.
 * What is proved is correctness under concurrency, not speed: the test shares two cores with the
 * other worker's tests, so its portal waits for the core longer than production's default.
 */
test('fifty customers logging in and paying at once: no server error, no double charge, every receipt', async ({ servers }) => {
  test.setTimeout(240_000);
  const own = await startCoreAndPortal(servers.portalEnv, { portal: { TRUSTED_PROXY_HOPS: '1', UPSTREAM_TIMEOUT_MS: '30000' } });
  try {
    const result = await payRush({ portal: own.portalUrl, core: own.core.url, count: 50 });
    console.log(`pay rush: ${JSON.stringify(result)}`);
    expect(result.faults).toEqual([]);
    expect(result.serverErrors).toBe(0);
    expect(result.paid).toBe(50);
  } finally {
    await own.stop();
  }
});
