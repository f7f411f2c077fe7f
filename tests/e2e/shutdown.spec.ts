import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { root } from '../../scripts/runtime.mjs';
import { startExtraPortal } from './extra-portal';
import { expect, test } from './fixtures';
import { freePort, startServer } from './servers/child-server';
import { startStandalone, type WorkerServers } from './servers/worker-servers';

/*
 * What an orchestrator's SIGTERM does to the server the image runs (the standalone server), on a
 * core of this file's own that takes 2 s over every call: a request is in flight for that long.
 * Each test stops its portal by the signal; the core serves both.
 */
const CORE_LATENCY_MS = 2_000;
let slowCore: { url: string; stop(): Promise<void> };

test.beforeAll(async ({ servers }) => {
  const port = await freePort();
  const dataDir = join(root, '.tmp', 'e2e-workers', `shutdown-core-${port}`);
  const core = await startServer({
    name: 'slow core',
    command: join(root, 'node_modules', '.bin', 'tsx'),
    args: [join(root, 'sandbox', 'http', 'main.ts')],
    env: {
      ...servers.portalEnv,
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_PORT: String(port),
      SANDBOX_LATENCY_MS: String(CORE_LATENCY_MS),
    },
    cwd: root,
    readyOutput: /listening on/,
  });
  slowCore = {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await core.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
test.afterAll(async () => {
  await slowCore?.stop();
});

const slowPortal = (servers: WorkerServers, overrides: Record<string, string> = {}) =>
  startExtraPortal(servers.portalEnv, { UPSTREAM_URL: slowCore.url, ...overrides }, startStandalone);

/** Whether a new TCP connection to the portal is taken or refused. */
const connectTo = (url: string) =>
  new Promise<'accepted' | 'refused'>((resolve) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', () => resolve('refused'));
  });

const settled = <T>(p: Promise<T>) => {
  const state = { done: false };
  void p.finally(() => (state.done = true)).catch(() => {});
  return state;
};

/** Long enough for a request to have reached the portal and be waiting on the core. */
const IN_FLIGHT_MS = 500;

test('on SIGTERM a request in flight completes, readiness fails at once, and the process exits', async ({ servers }) => {
  const portal = await slowPortal(servers);
  try {
    const page = fetch(`${portal.url}/login`).then(async (r) => ({ status: r.status, body: await r.text() }));
    const ready = fetch(`${portal.url}/api/ready`).then(async (r) => ({ status: r.status, body: await r.json() }));
    const pageState = settled(page);
    await new Promise((r) => setTimeout(r, IN_FLIGHT_MS));
    portal.server.signal('SIGTERM');

    // The instance takes no new connection while the page is still being answered.
    await expect.poll(() => connectTo(portal.url), { intervals: [50] }).toBe('refused');
    expect(pageState.done).toBe(false);

    const answered = await page;
    expect(answered.status).toBe(200);
    expect(answered.body).toContain('Login to your account');
    // The core's banner: the call the page waited on came back through the drain.
    expect(answered.body).toContain('Never miss a premium');
    expect(answered.body).toMatch(/<\/html>\s*$/);
    // Asked before the signal, answered after it: about now, the instance is going away.
    expect(await ready).toEqual({ status: 503, body: { status: 'not ready', reason: 'shutting down' } });

    const finished = Date.now();
    expect(await portal.server.exited).toBe(143);
    // Nothing else was open, so it does not wait out the grace period (25 s by default).
    expect(Date.now() - finished).toBeLessThan(5_000);
  } finally {
    await portal.stop();
  }
});

test('a request longer than SHUTDOWN_GRACE_MS does not keep the process alive past it', async ({ servers }) => {
  const graceMs = 500;
  const portal = await slowPortal(servers, { SHUTDOWN_GRACE_MS: String(graceMs) });
  try {
    const page = fetch(`${portal.url}/login`)
      .then((r) => r.text())
      .then(
        () => 'answered',
        () => 'cut off',
      );
    await new Promise((r) => setTimeout(r, IN_FLIGHT_MS));
    const signalled = Date.now();
    portal.server.signal('SIGTERM');

    expect(await portal.server.exited).toBe(143);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(graceMs - 50);
    // It exited before the page, still waiting on the core, could be answered: the page never was.
    expect(await page).toBe('cut off');
    expect(portal.server.output()).toContain('shutdown grace period over');
  } finally {
    await portal.stop();
  }
});
