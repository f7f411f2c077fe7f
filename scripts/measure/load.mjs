// Throughput of a page under autocannon and the CPU time each request costs the portal and the core.
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { machineBusyMs, treeCpuMs } from './proc-cpu.mjs';
import { printTable, round } from './table.mjs';

const CONNECTIONS = 10;

function run(url, cookie, seconds) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: cookie ? { cookie } : {} });
}

/**
 * One page: a short warm-up (first render compiles the route's modules and warms the JIT), then
 * the measured run with the CPU of both processes read from /proc before and after. `otherCpu` is
 * the machine's busy time that was neither server nor this script: other work sharing the cores.
 */
export async function measureLoad({ base, path, cookie, portalPid, corePid, seconds }) {
  await run(`${base}${path}`, cookie, 2);
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

export async function loadSection({ base, cookie, refresh, portalPid, corePid, report, budget }) {
  const seconds = Number(process.env.MEASURE_LOAD_SECONDS || 10);
  console.log(`\nLoad average before the load test: ${loadavg().map((n) => n.toFixed(2)).join(' ')} (${availableParallelism()} cores)`);
  const rows = [];
  for (const [path, auth] of [
    ['/login', false],
    ['/', true],
    ['/policy-details/10000001', true],
  ]) {
    if (auth) await refresh();
    const r = await measureLoad({ base, path, cookie: auth ? cookie() : null, portalPid, corePid: corePid(), seconds });
    rows.push({
      page: path,
      reqPerSec: round(r.reqPerSec),
      requests: r.requests,
      non2xx: r.non2xx,
      p50Ms: r.p50Ms,
      p99Ms: r.p99Ms,
      portalCpuMs: round(r.portalCpuMs, 2),
      coreCpuMs: round(r.coreCpuMs, 2),
      otherCores: round(r.otherCores, 2),
    });
  }
  const ratio = rows[1].reqPerSec / rows[0].reqPerSec;
  report.load = { connections: CONNECTIONS, seconds, pages: rows, homeToLogin: round(ratio, 2) };
  printTable(`autocannon, ${CONNECTIONS} connections, ${seconds} s each (CPU ms per request; otherCores: other processes meanwhile)`, rows);
  console.log(`/ : /login = ${round(ratio, 2)}`);
  budget('req/s of / vs /login', round(ratio, 2), '>= 0.75', ratio >= 0.75);
  budget('non-2xx answers under load', rows.reduce((n, r) => n + r.non2xx, 0), '0', rows.every((r) => r.non2xx === 0));
}
