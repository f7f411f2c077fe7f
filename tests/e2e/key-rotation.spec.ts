import { randomBytes } from 'node:crypto';
import { envFor, type EnvOverrides } from './extra-portal';
import { expect, test, type BrowserContext } from './fixtures';
import { check, runLoad, type LoadClient } from './load-clients';
import { startRoundRobinProxy } from './round-robin-proxy';
import { freePort, type ChildServer } from './servers/child-server';
import { startNext } from './servers/worker-servers';
import { AARAV, PRIYA, sandboxUrl, signIn } from './support';

/** UPSTREAM_ENC_KEYS at each step, for both sides: the old key (until now UPSTREAM_ENC_KEY) gets the id k0. */
function steps(k0: string) {
  const [k1, k2] = [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')];
  return { add: `k0:${k0},k1:${k1}`, switch: `k1:${k1},k0:${k0}`, remove: `k1:${k1}`, coreAhead: `k2:${k2},k1:${k1}` };
}
const ring = (keys: string): EnvOverrides => ({ UPSTREAM_ENC_KEY: undefined, UPSTREAM_ENC_KEYS: keys });

/** Long enough for a page in flight to finish on two busy cores; `next start` exits as soon as they have. */
const DRAIN_MS = 20_000;

/**
 * operations.md "Rotating the envelope key", done while customers use the portal: two instances
 * behind a load balancer, restarted one at a time at each step, on one core whose keys change
 * live between them (POST /__sandbox/keys; a real core rolls its own instances). It starts where
 * every installation starts, on UPSTREAM_ENC_KEY alone, so the first rotation is the one tested.
 * Within each step the parties change in a different order: any order must do.
 */
test.describe('envelope key rotation', () => {
  test('add, switch and remove a key while customers load pages: no request fails', async ({ servers, browser }) => {
    test.setTimeout(420_000);
    const step = steps(servers.portalEnv.UPSTREAM_ENC_KEY!);
    const ports = [await freePort(), await freePort()];
    const proxy = await startRoundRobinProxy(ports);
    const instances: Array<ChildServer | null> = [null, null];
    const start = async (i: number, overrides: EnvOverrides) => {
      const port = ports[i]!;
      // Both behind one address, as README "Running several instances" asks.
      const env = { ...envFor(servers.portalEnv, port, overrides), PUBLIC_URL: proxy.url };
      instances[i] = await startNext(`portal ${'AB'[i]}`, port, env);
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status, `instance ${'AB'[i]} is ready`).toBe(200);
    };
    const restart = async (i: number, overrides: EnvOverrides) => {
      await instances[i]?.stop(DRAIN_MS);
      await start(i, overrides);
    };
    const core = async (keys: string) => {
      const res = await fetch(`${sandboxUrl()}/__sandbox/keys`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ keys }),
      });
      expect(res.status).toBe(200);
    };
    /** The key ids the core saw from `since` on: what the portals really sealed with. */
    const kidsSince = async (since: number) => {
      expect(load.failures).toEqual([]);
      const calls = (await (await fetch(`${sandboxUrl()}/__sandbox/requests?since=${since}`)).json()) as Array<{
        kid: string | null;
      }>;
      expect(calls.length).toBeGreaterThan(0);
      return [...new Set(calls.map((c) => c.kid))];
    };

    const contexts: BrowserContext[] = [];
    let load: ReturnType<typeof runLoad>;
    try {
      await Promise.all([start(0, {}), start(1, {})]);
      const cookieOf = async (who: typeof AARAV) => {
        const context = await browser.newContext({ baseURL: servers.portalUrl });
        contexts.push(context);
        await signIn(await context.newPage(), who);
        const cookie = (await context.cookies()).find((c) => c.name.endsWith('portal_session'))!;
        return `${cookie.name}=${cookie.value}`;
      };
      const aarav = await cookieOf(AARAV);
      const priya = await cookieOf(PRIYA);
      const clients: LoadClient[] = [
        { name: 'Aarav, dashboard', path: '/', cookie: aarav, expect: '10000001' },
        { name: 'Aarav, policy details', path: '/policy-details/10000001', cookie: aarav, expect: 'Wealth Builder ULIP' },
        { name: 'Priya, dashboard', path: '/', cookie: priya, expect: '40000001' },
        { name: 'login page (public banners)', path: '/login', expect: 'Never miss a premium' },
      ];

      load = runLoad(proxy.url, clients);
      try {
        let since = Date.now();
        await load.servedMore(2);
        expect(await kidsSince(since)).toEqual([null]);

        // Step 1, add: the portals first, so a core still on one unnamed key reads their named k0.
        await restart(0, ring(step.add));
        await restart(1, ring(step.add));
        await core(step.add);
        since = Date.now();
        await load.servedMore(2);
        expect(await kidsSince(since)).toEqual(['k0']);

        // Step 2, switch: the core first, so it answers instances still sealing with k0 under k0.
        await core(step.switch);
        await restart(0, ring(step.switch));
        await restart(1, ring(step.switch));
        since = Date.now();
        await load.servedMore(2);
        expect(await kidsSince(since)).toEqual(['k1']);

        // Step 3, remove: the core between the two instances.
        await restart(0, ring(step.remove));
        await core(step.remove);
        await restart(1, ring(step.remove));
        since = Date.now();
        await load.servedMore(2);
        expect(await kidsSince(since)).toEqual(['k1']);

        // The next rotation, begun by the core alone: it adds k2 and makes it current before any
        // portal holds it. It answers each call under the key the call named, so nothing breaks.
        await core(step.coreAhead);
        await load.servedMore(2);
        expect(await kidsSince(since)).toEqual(['k1']);
      } finally {
        await load.stop();
      }
      expect(load.failures).toEqual([]);
      // Every client kept being served through all three steps, some of it by the retry on a refused connection.
      for (const [name, count] of load.served) expect(count, name).toBeGreaterThan(10);
      expect(proxy.retried).toBeGreaterThan(0);
      test
        .info()
        .annotations.push({ type: 'load', description: `${JSON.stringify([...load.served])}; retried ${proxy.retried}` });

      // The same checks do see a failure, on every client: a core holding no key of the portals'.
      await core(`k9:${randomBytes(32).toString('base64url')}`);
      for (const client of clients) {
        const problem = await check(proxy.url, client);
        expect(problem, client.name).not.toBeNull();
        test.info().annotations.push({ type: 'seen with a wrong key', description: `${client.name}: ${problem}` });
      }
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
      await Promise.all(instances.map((s) => s?.stop()));
      await proxy.close();
    }
  });
});
