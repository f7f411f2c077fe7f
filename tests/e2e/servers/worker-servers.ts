import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { resolveEnv, root, standaloneServer } from '../../../scripts/runtime.mjs';
import { freePort, startServer, withFreePorts, type ChildServer } from './child-server';

const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/** `next start` of the one build the suite made (NEXT_DIST_DIR passes through), ready once /login answers. */
export function startNext(name: string, port: number, env: NodeJS.ProcessEnv) {
  return startServer({
    name,
    command: bin('next'),
    args: ['start', '-p', String(port)],
    env,
    cwd: root,
    readyOutput: /Ready in/,
    readyUrl: () => `http://127.0.0.1:${port}/login`,
  });
}

/**
 * The build's standalone server as the image runs it (`node server.js`, its address from PORT and
 * HOSTNAME), ready once /login answers.
 */
export function startStandalone(name: string, port: number, env: NodeJS.ProcessEnv) {
  return startServer({
    name,
    command: process.execPath,
    args: [standaloneServer()],
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    cwd: root,
    readyOutput: /Ready in/,
    readyUrl: () => `http://127.0.0.1:${port}/login`,
  });
}

export interface WorkerServers {
  coreUrl: string;
  portalUrl: string;
  /** what the worker's portal was started with; extra portals start from it (extra-portal.ts) */
  portalEnv: NodeJS.ProcessEnv;
  assertRunning(): void;
  stop(): Promise<void>;
}

/**
 * One worker's own core and portal, set up as `npm start` sets them up (resolveEnv): nothing
 * another worker does can reach them. The core picks its own port (0) and says which, so it never
 * collides; the portal's port must be known before either starts (the core sends payers back only
 * to the portal's origin), so a port taken in between means trying again on another.
 */
export function startWorkerServers(dataDir: string): Promise<WorkerServers> {
  rmSync(dataDir, { recursive: true, force: true });
  const inherited = { ...process.env };
  // The suite always runs on its own embedded core.
  delete inherited.UPSTREAM_URL;
  return withFreePorts(async () => {
    const port = await freePort();
    const { env } = resolveEnv({ ...inherited, SANDBOX_DATA_DIR: dataDir, PORT: String(port), SANDBOX_PORT: '0' });
    const core = await startServer({
      name: 'core',
      command: bin('tsx'),
      args: [join(root, 'sandbox', 'http', 'main.ts')],
      env,
      cwd: root,
      readyOutput: /listening on (http:\/\/127\.0\.0\.1:\d+)/,
    });
    const coreUrl = core.match[1]!;
    const portalEnv: NodeJS.ProcessEnv = {
      ...env,
      UPSTREAM_URL: coreUrl,
      // Shared with the extra portal instances.spec starts, as README's "Running several instances" asks.
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    let portal: ChildServer;
    try {
      portal = await startNext('portal', port, portalEnv);
    } catch (e) {
      await core.stop();
      throw e;
    }
    return {
      coreUrl,
      portalUrl: `http://localhost:${port}`,
      portalEnv,
      assertRunning() {
        core.assertRunning();
        portal.assertRunning();
      },
      async stop() {
        await Promise.all([portal.stop(), core.stop()]);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
}
