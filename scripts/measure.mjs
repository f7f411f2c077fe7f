// npm run measure [-- --only=load,html] [-- --skip=lighthouse] [-- --detail]: the portal's budgets,
// measured on the production build against the embedded core (one part per file in scripts/measure/):
//  - first-load JavaScript (gzip); HTML bytes and the inline RSC payload
//  - req/s at 10 connections and CPU ms per request of portal and core; / against /login
//  - the RSC prefetches one dashboard view sends, and which answer 404
//  - Lighthouse mobile performance (median of three runs) and accessibility on eight pages
//  - rounds of upstream latency per page; the envelope's cost per call
//  - fifty customers logging in and paying at once (rush)
//  - 'Get OTP' for customers' and unknown login ids, at the core and through the portal
// Diagnostics on demand: --only=payload (what the RSC payload is made of), --only=profile (CPU profile),
// --only=screens (screenshots of the pages a person checks, desktop and phone). MEASURE_LANGUAGE=hi
// measures and photographs the pages in Hindi.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, logIn, replayableCookie } from './measure/browser.mjs';
import { envelopeSection } from './measure/envelope.mjs';
import { jsSection } from './measure/first-load-js.mjs';
import { htmlSection } from './measure/html-size.mjs';
import { lighthouseSection } from './measure/lighthouse.mjs';
import { loginTimingSection } from './measure/login-timing.mjs';
import { loadSection } from './measure/load.mjs';
import { parseOptions } from './measure/options.mjs';
import { payloadSection } from './measure/payload-section.mjs';
import { prefetchSection } from './measure/prefetch.mjs';
import { profileSection } from './measure/profile.mjs';
import { freePort, keepTsconfig, startPortal, stop } from './measure/servers.mjs';
import { printTable } from './measure/table.mjs';
import { roundsSection } from './measure/upstream-rounds.mjs';
import { rushSection } from './measure/rush-section.mjs';
import { screensSection } from './measure/screens.mjs';
import { buildIfNeeded, resolveEnv, root, waitFor } from './runtime.mjs';

// In this order: rounds restarts the core with latency, so it comes last.
const WITH_SERVERS = {
  js: jsSection,
  html: htmlSection,
  payload: payloadSection,
  load: loadSection,
  prefetch: prefetchSection,
  lighthouse: lighthouseSection,
  profile: profileSection,
  screens: screensSection,
  // After the pages' figures: it adds fifty customers and their payments to the core.
  rush: rushSection,
  login: loginTimingSection,
  rounds: roundsSection,
};

const { sections, detail } = parseOptions(process.argv.slice(2));
const report = {
  startedAt: new Date().toISOString(),
  loadAverageAtStart: loadavg()
    .map((n) => n.toFixed(2))
    .join(' '),
};
const budgets = [];
const budget = (name, value, target, ok) => budgets.push({ budget: name, value, target, met: ok ? 'yes' : 'NO' });

if (Object.keys(WITH_SERVERS).some((s) => sections.has(s))) await withServers();
if (sections.has('envelope')) envelopeSection({ report, budget });

mkdirSync(join(root, '.tmp'), { recursive: true });
writeFileSync(join(root, '.tmp', 'measure.json'), JSON.stringify({ ...report, budgets }, null, 2));
printTable(`Budgets (load average at start ${report.loadAverageAtStart}; all figures in .tmp/measure.json)`, budgets);
const ok = budgets.every((b) => b.met === 'yes');
console.log(ok ? 'All budgets met.' : 'A budget is exceeded.');
process.exitCode = ok ? 0 : 1;

/** A core on its own data folder and a free port, the built portal in front of it, one signed-in customer. */
async function withServers() {
  const restoreTsconfig = keepTsconfig();
  buildIfNeeded();
  const port = await freePort(process.env.MEASURE_PORT);
  const corePort = await freePort(process.env.MEASURE_CORE_PORT);
  const base = `http://localhost:${port}`;
  const core = `http://127.0.0.1:${corePort}`;
  const dataDir = join(root, '.tmp', 'measure-core');
  rmSync(dataDir, { recursive: true, force: true });
  const { env } = resolveEnv({ ...process.env, SANDBOX_DATA_DIR: dataDir, SANDBOX_PORT: String(corePort), PORT: String(port) });
  // As behind a load balancer: the rush's customers each come from their own address (X-Forwarded-For).
  const portalEnv = { ...env, UPSTREAM_URL: core, TRUSTED_PROXY_HOPS: '1' };
  const bin = (n) => join(root, 'node_modules', '.bin', n);
  const startCore = async (latencyMs) => {
    const child = spawn(bin('tsx'), [join(root, 'sandbox', 'http', 'main.ts')], {
      env: { ...env, SANDBOX_LATENCY_MS: String(latencyMs) },
      stdio: 'ignore',
    });
    await waitFor(`${core}/healthz`);
    return child;
  };

  // Throughput and Lighthouse run on a core that answers at once; only the rounds add latency.
  let coreProcess = await startCore(0);
  let portal;
  let browser;
  process.on('exit', () => [coreProcess, portal].forEach((c) => c?.kill('SIGTERM')));
  try {
    portal = await startPortal(portalEnv, port);
    browser = await launchBrowser();
    const signInStarted = Date.now();
    const session = await logIn(browser, base, core);
    const cookie = replayableCookie(base, session.cookie, signInStarted);
    const ctx = {
      base,
      core,
      portalEnv,
      browser,
      session,
      report,
      budget,
      detail,
      portalPid: portal.pid,
      corePid: () => coreProcess.pid,
      cookie: cookie.get,
      /** before replaying the cookie for `forMs` (see replayableCookie) */
      refresh: (forMs) => cookie.freshFor(forMs),
      restartCore: async (latencyMs) => {
        await stop(coreProcess);
        coreProcess = await startCore(latencyMs);
      },
    };
    for (const [name, run] of Object.entries(WITH_SERVERS)) if (sections.has(name)) await run(ctx);
  } finally {
    await browser?.close();
    await Promise.all([stop(coreProcess), stop(portal)]);
    restoreTsconfig();
  }
}
