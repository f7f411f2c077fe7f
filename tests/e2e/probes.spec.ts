import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/runtime.mjs';
import { startExtraPortal } from './extra-portal';
import { expect, test, type APIRequestContext } from './fixtures';
import { freePort, startServer } from './servers/child-server';

/*
 * The probes an orchestrator polls, on a portal whose core this test stops and starts again: the
 * worker's own core serves the other tests. Liveness never depends on the core; readiness does.
 */
const status = async (request: APIRequestContext, url: string) => {
  const res = await request.get(url, { maxRedirects: 0 });
  return { code: res.status(), cache: res.headers()['cache-control'], body: (await res.json()) as Record<string, string> };
};

test('readiness follows the core, liveness does not; neither needs a session or is stored', async ({ request, servers }) => {
  const port = await freePort();
  const dataDir = join(root, '.tmp', 'e2e-workers', `probes-core-${port}`);
  const startCore = () =>
    startServer({
      name: 'probes core',
      command: join(root, 'node_modules', '.bin', 'tsx'),
      args: [join(root, 'sandbox', 'http', 'main.ts')],
      env: { ...servers.portalEnv, SANDBOX_DATA_DIR: dataDir, SANDBOX_PORT: String(port) },
      cwd: root,
      readyOutput: /listening on/,
    });
  let core = await startCore();
  const portal = await startExtraPortal(servers.portalEnv, { UPSTREAM_URL: `http://127.0.0.1:${port}` });
  try {
    const ready = () => status(request, `${portal.url}/api/ready`);
    const health = () => status(request, `${portal.url}/api/health`);
    expect(await ready()).toEqual({ code: 200, cache: 'no-store', body: { status: 'ready' } });
    expect(await health()).toEqual({ code: 200, cache: 'no-store', body: { status: 'ok' } });

    await core.stop();
    const down = await ready();
    expect(down.code).toBe(503);
    expect(down.body).toEqual({ status: 'not ready', reason: expect.stringMatching(/^the core did not answer/) });
    expect(await health()).toEqual({ code: 200, cache: 'no-store', body: { status: 'ok' } });

    core = await startCore();
    await expect.poll(async () => (await ready()).code).toBe(200);
  } finally {
    await portal.stop();
    await core.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
