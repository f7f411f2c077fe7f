// Where the portal's CPU goes while it renders one page: a second portal under `node --cpu-prof`,
// loaded with autocannon, then its profile summarised.
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { summariseProfile } from './cpu-profile.mjs';
import { root } from '../runtime.mjs';
import { freePort, startPortal, stop } from './servers.mjs';
import { printTable } from './table.mjs';

export async function profilePage({ env, path, cookie, requests, dir }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const portal = await startPortal(env, port, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  try {
    await autocannon({
      url: `http://localhost:${port}${path}`,
      connections: 10,
      amount: requests,
      headers: cookie ? { cookie } : {},
    });
  } finally {
    await stop(portal);
  }
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files.length) throw new Error(`no .cpuprofile in ${dir}`);
  return { file: files[0], ...summariseProfile(JSON.parse(await readFile(files[0], 'utf8')), { root }) };
}

/** `--only=profile`; MEASURE_PROFILE_PATH picks the page (default /), MEASURE_PROFILE_REQUESTS how often. */
export async function profileSection({ portalEnv, refresh, cookie, report }) {
  const path = process.env.MEASURE_PROFILE_PATH || '/';
  const requests = Number(process.env.MEASURE_PROFILE_REQUESTS || 600);
  // A generous bound on how long the requests take, so the cookie is not rewritten meanwhile.
  await refresh(Math.min(25_000, requests * 25));
  const dir = join(root, '.tmp', 'measure-profile');
  const p = await profilePage({ env: portalEnv, path, cookie: path === '/login' ? '' : cookie(), requests, dir });
  report.profile = p;
  console.log(`\nCPU profile of ${requests} × ${path} (${p.file}): ${p.totalMs} ms, busy ${p.busyMs} ms`);
  printTable('Self time by source', p.sources);
  printTable('Inclusive time by source (on the stack)', p.sourcesInclusive);
  printTable('Self time by function', p.self);
  printTable('Inclusive time by function', p.inclusive);
  printTable("Inclusive time of the app's own functions", p.appInclusive);
}
