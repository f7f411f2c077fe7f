import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { standaloneServer } from '../../scripts/runtime.mjs';
import { startExtraPortal } from './extra-portal';
import { expect, test } from './fixtures';
import { startStandalone } from './servers/worker-servers';
import { AARAV, login } from './support';

/*
 * The image runs `node server.js` of the standalone output with the static files beside it, and
 * nothing else of the repository (Dockerfile). The same folder, served here without a container,
 * proves the image's entry point where no Docker engine runs.
 */
const standaloneDir = dirname(standaloneServer());

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [relative(standaloneDir, join(dir, e.name))],
  );

test('node server.js of the standalone output signs a customer in and renders the dashboard', async ({ page, servers }) => {
  const portal = await startExtraPortal(servers.portalEnv, {}, startStandalone);
  try {
    const statics: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/_next/static/')) statics.push(r.status());
    });
    await login(page, AARAV, `${portal.url}/login`);
    await expect(page).toHaveURL(`${portal.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: /Hello, Aarav/ })).toBeVisible();
    // The scripts and styles come from the copy beside server.js: a missing one would be a 404.
    expect(statics.length).toBeGreaterThan(0);
    expect(statics.every((s) => s === 200)).toBe(true);
    // The home-screen icons are drawn at request time by next/og, whose renderer must be in the output.
    const icon = await page.request.get(`${portal.url}/brand/icon-512.png`);
    expect([icon.status(), icon.headers()['content-type']]).toEqual([200, 'image/png']);
  } finally {
    await portal.stop();
  }
});

test('the standalone output holds the server and its static files, and nothing of the core', () => {
  const files = filesUnder(standaloneDir);
  expect(files).toContain('server.js');
  expect(files.some((f) => /\/static\/chunks\/.+\.js$/.test(f))).toBe(true);
  // The core's SQLite driver, the core itself, and the compilers stay in the builder stage.
  expect(files.filter((f) => /better-sqlite3|(^|\/)sandbox\/(http|store|domain|handlers)\//.test(f))).toEqual([]);
  expect(files.filter((f) => /node_modules\/(typescript|tsx|esbuild|vitest|@playwright)\//.test(f))).toEqual([]);
  // No native add-on at all: nothing in the image was compiled for one machine.
  expect(files.filter((f) => f.endsWith('.node'))).toEqual([]);
  expect(existsSync(join(standaloneDir, 'node_modules', 'next', 'package.json'))).toBe(true);
});
