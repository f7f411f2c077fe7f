// Throughput of a page under autocannon and the CPU time each request costs the portal and the core.
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { machineBusyMs, treeCpuMs } from './proc-cpu.mjs';
import { median, printTable, round } from './table.mjs';

const CONNECTIONS = 10;
const PAGES = [
  ['/login', false],
  ['/', true],
  ['/policy-details/10000001', true],
];

function run(url, cookie, seconds) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: cookie ? { cookie } : {} });
}

/**
 * One slice of load on one page, with the CPU of both processes read from /proc before and after.
 * `otherCores` is the machine's busy time that was neither server nor this script: other work
 * sharing the cores.
 */
export async function measureLoad({ base, path, cookie, portalPid, corePid, seconds }) {
  const self0 = process.cpuUsage();
  const [portal0, core0, busy0, t0] = [treeCpuMs(portalPid), treeCpuMs(corePid), machineBusyMs(), performance.now()];
  const r = await run(`${base}${path}`, cookie, seconds);
  const [portal1, core1, busy1, t1] = [treeCpuMs(portalPid), treeCpuMs(corePid), machineBusyMs(), performance.now()];
  const self = process.cpuUsage(self0);
  const requests = r.requests.total;
  const wallMs = t1 - t0;
  const portalMs = portal1 - portal0;
  const coreMs = core1 - core0;
  const selfMs = (self.user + self.system) / 1000;
  return {
    reqPerSec: requests / (wallMs / 1000),
    requests,
    non2xx: r.non2xx + r.errors + r.timeouts,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    portalCpuMs: requests ? portalMs / requests : NaN,
    coreCpuMs: requests ? coreMs / requests : NaN,
    // In cores: 1.0 is one core kept busy for the whole run.
    otherCores: Math.max(0, busy1 - busy0 - portalMs - coreMs - selfMs) / wallMs,
  };
}

/**
 * The pages take turns in short slices, round after round, and each figure is the median over the
 * rounds. This machine's speed drifts by half within a minute; measured one after the other, the
 * pages met different machines (a slow minute for /login once made / look 0.8 of it). The ratio
 * of / to /login is taken within each round, from slices seconds apart, then its median.
 */
export async function loadSection({ base, cookie, refresh, portalPid, corePid, report, budget }) {
  const seconds = Number(process.env.MEASURE_LOAD_SECONDS || 3);
  const rounds = Number(process.env.MEASURE_LOAD_ROUNDS || 7);
  console.log(
    `\nLoad average before the load test: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (${availableParallelism()} cores)`,
  );
  const slices = PAGES.map(() => []);
  // Round 0 warms up: the first renders compile each route's modules and warm the JIT.
  for (let round = 0; round <= rounds; round++) {
    for (const [i, [path, auth]] of PAGES.entries()) {
      const sliceSeconds = round ? seconds : 2;
      if (auth) await refresh(sliceSeconds * 1000);
      const r = await measureLoad({
        base,
        path,
        cookie: auth ? cookie() : null,
        portalPid,
        corePid: corePid(),
        seconds: sliceSeconds,
      });
      if (round) slices[i].push(r);
    }
  }
  const med = (i, k) => median(slices[i].map((s) => s[k]));
  const rows = PAGES.map(([path], i) => ({
    page: path,
    reqPerSec: round(med(i, 'reqPerSec')),
    requests: slices[i].reduce((n, s) => n + s.requests, 0),
    non2xx: slices[i].reduce((n, s) => n + s.non2xx, 0),
    p50Ms: med(i, 'p50Ms'),
    p99Ms: med(i, 'p99Ms'),
    portalCpuMs: round(med(i, 'portalCpuMs'), 2),
    coreCpuMs: round(med(i, 'coreCpuMs'), 2),
    otherCores: round(med(i, 'otherCores'), 2),
  }));
  const ratios = slices[1].map((s, r) => s.reqPerSec / slices[0][r].reqPerSec);
  const ratio = median(ratios);
  report.load = {
    connections: CONNECTIONS,
    seconds,
    rounds,
    pages: rows,
    homeToLogin: round(ratio, 2),
    homeToLoginPerRound: ratios.map((r) => round(r, 2)),
  };
  printTable(
    `autocannon, ${CONNECTIONS} connections, the pages in turn, ${rounds} rounds of ${seconds} s each: medians (CPU ms per request; otherCores: other processes meanwhile)`,
    rows,
  );
  console.log(`/ : /login = ${round(ratio, 2)} (median of the rounds: ${ratios.map((r) => r.toFixed(2)).join(' ')})`);
  // A guard, not a target: the dashboard must not fall far behind the login page.
  budget('req/s of / vs /login', round(ratio, 2), '>= 0.6', ratio >= 0.6);
  budget(
    'non-2xx answers under load',
    rows.reduce((n, r) => n + r.non2xx, 0),
    '0',
    rows.every((r) => r.non2xx === 0),
  );
}
