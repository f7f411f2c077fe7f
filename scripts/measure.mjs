// npm run measure: the budgets of issue 2, measured on the production build against the sandbox.
//  - first-load JavaScript (gzip) of /login and /
//  - rounds of upstream latency per page (every call of one page should go out together)
//  - the envelope's cost per call
import { spawn, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildIfNeeded, resolveEnv, root, waitFor } from './runtime.mjs';

const PORT = 3200;
const SANDBOX_PORT = 4210;
const LATENCY_MS = 250;
const base = `http://localhost:${PORT}`;
const sandbox = `http://127.0.0.1:${SANDBOX_PORT}`;

buildIfNeeded();
const dataDir = join(root, '.tmp', 'measure-sandbox');
rmSync(dataDir, { recursive: true, force: true });
const { env } = resolveEnv({ ...process.env, SANDBOX_DATA_DIR: dataDir, SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_LATENCY_MS: String(LATENCY_MS) });
const bin = (n) => join(root, 'node_modules', '.bin', n);
const core = spawn(bin('tsx'), [join(root, 'sandbox', 'http', 'main.ts')], { env, stdio: 'ignore' });
await waitFor(`${sandbox}/healthz`);
const portal = spawn(bin('next'), ['start', '-p', String(PORT)], { env: { ...env, UPSTREAM_URL: sandbox }, stdio: 'ignore' });
const stopAll = () => [core, portal].forEach((c) => c.kill('SIGTERM'));
process.on('exit', stopAll);

try {
  await waitFor(`${base}/login`, 60_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

  /**
   * First-load JavaScript: every chunk the page's HTML references, in script tags or in the
   * inline RSC payload, less the `nomodule` polyfills modern browsers never fetch. Chunks that
   * load later on demand (the toaster) are not first-load.
   */
  async function firstLoadJs(context, path) {
    const res = await context.request.get(`${base}${path}`);
    const html = await res.text();
    const noModule = new Set(
      [...html.matchAll(/<script\b[^>]*>/gi)]
        .filter((m) => /nomodule/i.test(m[0]))
        .map((m) => /src="([^"]+)"/.exec(m[0])?.[1]),
    );
    const chunks = [...new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\\\s]+?\.js/g)].map((m) => m[0]))].filter(
      (src) => !noModule.has(src),
    );
    let gzip = 0;
    for (const src of chunks) gzip += gzipSync(await (await context.request.get(`${base}${src}`)).body(), { level: 9 }).length;
    return { path, files: chunks.length, kbGzip: Number((gzip / 1024).toFixed(1)) };
  }

  async function upstreamRounds(context, path) {
    const page = await context.newPage();
    const since = Date.now();
    const t0 = performance.now();
    const requests = [];
    page.on('request', (r) => requests.push(`${r.method()} ${r.url().replace(base, '')} ${r.headers()['next-router-prefetch'] ? '(prefetch)' : ''}`));
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    const ms = Math.round(performance.now() - t0);
    await page.waitForTimeout(3000);
    if (process.env.MEASURE_DEBUG) console.log(requests.join('\n'));
    await page.close();
    const calls = (await (await fetch(`${sandbox}/__sandbox/requests?since=${since}`)).json()).filter((c) => !c.path.endsWith('/menu/track'));
    calls.sort((a, b) => a.startedAt - b.startedAt);
    // A new round starts when a call goes out only after an earlier one has come back.
    let rounds = 0;
    let roundEnd = -Infinity;
    for (const c of calls) {
      if (c.startedAt >= roundEnd) {
        rounds += 1;
        roundEnd = c.endedAt;
      } else roundEnd = Math.max(roundEnd, c.endedAt);
    }
    return { path, calls: calls.length, rounds, pageMs: ms };
  }

  const anon = await browser.newContext();
  const loginJs = await firstLoadJs(anon, '/login');

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel('Registered Mobile Number or Policy Number').fill('9876543210');
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.getByRole('group', { name: 'Enter OTP' }).waitFor();
  const otp = (await (await fetch(`${sandbox}/outbox.json`)).json()).find((m) => m.to === '9876543210' && m.otp && m.at >= since).otp;
  await page.getByRole('textbox', { name: /Digit 1 of 6/ }).click();
  await page.keyboard.type(otp);
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await page.waitForURL(`${base}/`);
  await page.close();

  const homeJs = await firstLoadJs(context, '/');
  const rounds = [await upstreamRounds(context, '/'), await upstreamRounds(context, '/policy-details/10000001')];
  await browser.close();

  const bench = spawnSync(bin('tsx'), [join(root, 'scripts', 'bench-envelope.ts')], { encoding: 'utf8' });
  const envelope = JSON.parse(bench.stdout.trim().split('\n').pop());

  const report = {
    firstLoadJs: [
      { ...loginJs, budgetKb: 130 },
      { ...homeJs, budgetKb: 160 },
    ],
    upstream: { latencyMsPerCall: LATENCY_MS, pages: rounds },
    envelope: { ...envelope, budgetMs: 0.2 },
  };
  writeFileSync(join(root, '.tmp', 'measure.json'), JSON.stringify(report, null, 2));
  console.log(JSON.stringify(report, null, 2));
  const ok =
    report.firstLoadJs.every((p) => p.kbGzip <= p.budgetKb) && rounds.every((r) => r.rounds === 1) && envelope.msPerCall < 0.2;
  console.log(ok ? 'All budgets met.' : 'A budget is exceeded.');
  process.exitCode = ok ? 0 : 1;
} finally {
  stopAll();
}
