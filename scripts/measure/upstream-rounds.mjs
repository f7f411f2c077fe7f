// Rounds of upstream latency one page view costs: every call of one page should go out together.
import { printTable } from './table.mjs';

const LATENCY_MS = 250;

/**
 * Calls the core logged while the page loaded (and 3 s after), grouped into rounds. Prefetches
 * are refused here: what they cost is the prefetch part's business, and their calls come later.
 */
export async function upstreamRounds(context, base, core, path) {
  const page = await context.newPage();
  await page.route('**/*', (route) => ('next-router-prefetch' in route.request().headers() ? route.abort() : route.continue()));
  const since = Date.now();
  const t0 = performance.now();
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  const pageMs = Math.round(performance.now() - t0);
  await page.waitForTimeout(3000);
  await page.close();
  const calls = (await (await fetch(`${core}/__sandbox/requests?since=${since}`)).json()).filter(
    (c) => !c.path.endsWith('/menu/track'),
  );
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
  return { calls: calls.length, rounds, pageMs };
}

/** Needs a core that answers slowly, so it restarts the core with latency: run it last. */
export async function roundsSection({ base, core, session, refresh, restartCore, report, budget }) {
  await restartCore(LATENCY_MS);
  await refresh();
  const rows = [];
  // Policy details asks the ownership gate first, then reads the rest together (docs/decisions.md).
  const pages = { '/': 1, '/policy-details/10000001': 2 };
  for (const path of Object.keys(pages)) rows.push({ page: path, ...(await upstreamRounds(session.context, base, core, path)) });
  report.upstream = { latencyMsPerCall: LATENCY_MS, pages: rows };
  printTable(`Upstream calls per page view (core answers after ${LATENCY_MS} ms)`, rows);
  for (const r of rows) budget(`upstream rounds ${r.page}`, r.rounds, `≤ ${pages[r.page]}`, r.rounds <= pages[r.page]);
}
