import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { root } from '../../../scripts/runtime.mjs';
import { freePort, startServer, withFreePorts, type ChildServer } from './child-server';
import { startNext } from './worker-servers';

/** Overrides for one start; undefined removes a variable the worker's portal has. */
type EnvOverrides = Record<string, string | undefined>;

export interface OwnCore {
  url: string;
  /** Stops the core process; its data folder stays, as a real core's database would. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, with these variables changed for this start. */
  start(overrides?: EnvOverrides): Promise<void>;
}

export interface CoreAndPortal {
  core: OwnCore;
  portalUrl: string;
  /** Every whole line the portal has printed so far. */
  portalLines(): string[];
  stop(): Promise<void>;
}

const withOverrides = (base: NodeJS.ProcessEnv, overrides: EnvOverrides): NodeJS.ProcessEnv => {
  const env = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
};

/** What starting a core and a portal adds to the test that does it. */
const START_ALLOWANCE_MS = 45_000;

/**
 * A core and a portal of the test's own, for tests that stop, restart or break the core: the
 * worker's core serves the other tests. The core keeps its port and data folder across restarts,
 * so the portal (and a signed-in customer) find it where it was.
 */
export async function startCoreAndPortal(
  base: NodeJS.ProcessEnv,
  { core: coreEnv = {}, portal: portalEnv = {} }: { core?: EnvOverrides; portal?: EnvOverrides } = {},
): Promise<CoreAndPortal> {
  const running = test.info();
  running.setTimeout(running.timeout + START_ALLOWANCE_MS);
  return withFreePorts(async () => {
    const [corePort, portalPort] = [await freePort(), await freePort()];
    const portalUrl = `http://localhost:${portalPort}`;
    const dataDir = join(root, '.tmp', 'e2e-workers', `own-core-${corePort}`);
    rmSync(dataDir, { recursive: true, force: true });
    const coreBase = withOverrides(base, {
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_PORT: String(corePort),
      SANDBOX_RETURN_ORIGINS: portalUrl,
      ...coreEnv,
    });
    let coreProcess: ChildServer | null = null;
    const core: OwnCore = {
      url: `http://127.0.0.1:${corePort}`,
      async stop() {
        await coreProcess?.stop();
        coreProcess = null;
      },
      async start(overrides = {}) {
        coreProcess = await startServer({
          name: 'own core',
          command: join(root, 'node_modules', '.bin', 'tsx'),
          args: [join(root, 'sandbox', 'http', 'main.ts')],
          env: withOverrides(coreBase, overrides),
          cwd: root,
          readyOutput: /listening on/,
        });
      },
    };
    await core.start();
    let portal: Awaited<ReturnType<typeof startNext>>;
    try {
      portal = await startNext(
        'own portal',
        portalPort,
        withOverrides(base, { PORT: String(portalPort), PUBLIC_URL: portalUrl, UPSTREAM_URL: core.url, ...portalEnv }),
      );
    } catch (e) {
      await core.stop();
      throw e;
    }
    return {
      core,
      portalUrl,
      portalLines: () => portal.outputLines(),
      async stop() {
        await Promise.all([portal.stop(), core.stop()]);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
}
