import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { root } from '../../scripts/runtime.mjs';
import { ExtraPortals } from './extra-portal';
import { startWorkerServers, type WorkerServers } from './servers/worker-servers';
import { useSandbox } from './support';

export {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  type Response,
  type Route,
} from '@playwright/test';

interface WorkerFixtures {
  /** this worker's own core and portal; baseURL is the portal */
  servers: WorkerServers;
  /** extra portals on this worker's core, one per configuration, shared by the tests that ask for it */
  extraPortals: ExtraPortals;
}

interface TestFixtures {
  /**
   * every test starts from the freshly seeded core, at real time, whatever the test before it did;
   * only the sessions the worker signed in survive, for signIn() in support.ts
   */
  freshCore: void;
}

/**
 * Every spec's `test`: the worker's servers come up once (the build is made before any worker
 * starts, in global-setup.ts) and each test gets the core as seeded, so no test depends on what
 * another left behind, whichever worker runs it and in whatever order.
 */
// Fixtures hand their value on through `provide` (Playwright's `use`): React's lint rules take any `use` call for a hook.
export const test = base.extend<TestFixtures, WorkerFixtures>({
  servers: [
    async ({}, provide, workerInfo) => {
      const servers = await startWorkerServers(join(root, '.tmp', 'e2e-workers', `worker-${workerInfo.workerIndex}`));
      useSandbox(servers.coreUrl);
      await provide(servers);
      await servers.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  extraPortals: [
    async ({ servers }, provide) => {
      const portals = new ExtraPortals(servers.portalEnv);
      await provide(portals);
      await portals.stopAll();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ servers }, provide) => {
    await provide(servers.portalUrl);
  },
  freshCore: [
    async ({ servers }, provide) => {
      servers.assertRunning();
      // Plain fetch, not the request fixture: tests that never open a page should not pay for a browser context.
      const res = await fetch(`${servers.coreUrl}/__sandbox/reset`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ keepSessions: true }),
      });
      if (!res.ok) throw new Error(`resetting the worker's core failed: ${res.status}`);
      await provide();
    },
    { auto: true },
  ],
});
