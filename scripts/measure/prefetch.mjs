// The RSC requests one dashboard view sends by itself: Next's <Link> prefetches and the like.
import { devices } from '@playwright/test';
import { treeCpuMs } from './proc-cpu.mjs';
import { kb, printTable } from './table.mjs';

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: devices['Pixel 7'],
};

function isRsc(request) {
  const h = request.headers();
  return h.rsc === '1' || 'next-router-prefetch' in h || 'next-router-segment-prefetch' in h || request.url().includes('_rsc=');
}

function pathOf(request) {
  const url = new URL(request.url());
  url.searchParams.delete('_rsc');
  return url.pathname + url.search;
}

/**
 * Loads `path`, waits 3 s idle, and returns each RSC request: its path, status, body bytes, and
 * whether the router dropped it before the body ended (it stops reading once it has what it needs).
 * Also what the view cost the servers: the portal's CPU time (page, assets and every prefetch)
 * and the core calls, since a prefetch that renders a layout may call upstream.
 */
export async function collectPrefetches({ browser, storageState, base, core, path, viewport, portalPid }) {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], storageState });
  const page = await context.newPage();
  const seen = new Map();
  page.on('request', (request) => {
    if (isRsc(request)) seen.set(request, { path: pathOf(request), status: 0, bytes: 0, aborted: false });
  });
  page.on('response', (response) => {
    const entry = seen.get(response.request());
    if (entry) entry.status = response.status();
  });
  page.on('requestfinished', async (request) => {
    const entry = seen.get(request);
    if (entry) entry.bytes = (await request.sizes()).responseBodySize;
  });
  page.on('requestfailed', (request) => {
    const entry = seen.get(request);
    if (entry) entry.aborted = true;
  });
  const since = Date.now();
  const cpu0 = treeCpuMs(portalPid);
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  await context.close();
  const portalCpuMs = treeCpuMs(portalPid) - cpu0;
  const calls = await (await fetch(`${core}/__sandbox/requests?since=${since}`)).json();
  const coreCalls = {};
  for (const c of calls) coreCalls[c.path] = (coreCalls[c.path] ?? 0) + 1;
  return { requests: [...seen.values()], coreCalls, portalCpuMs };
}

/**
 * What the page itself answers when opened: a prefetch of a dynamic route answers 200 with the
 * loading state even where the page is a 404, so the prefetch's own status does not tell.
 */
async function pageStatus(base, path, cookie) {
  const res = await fetch(`${base}${path}`, { headers: { cookie }, redirect: 'manual' });
  await res.arrayBuffer();
  return res.status;
}

/** Per path: how often each viewport asked for it, and what it answered. */
export function byPath(results) {
  const rows = new Map();
  for (const [viewport, { requests }] of Object.entries(results)) {
    for (const r of requests) {
      const row = rows.get(r.path) ?? { path: r.path, status: new Set(), aborted: 0 };
      row[viewport] = (row[viewport] ?? 0) + 1;
      if (r.status) row.status.add(r.status);
      if (r.aborted) row.aborted += 1;
      rows.set(r.path, row);
    }
  }
  return [...rows.values()]
    .map((r) => ({ ...r, status: [...r.status].join('/') || 'none' }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

export async function prefetchSection({ browser, session, base, core, cookie, portalPid, report, budget }) {
  const storageState = await session.context.storageState();
  const results = {};
  for (const viewport of Object.keys(VIEWPORTS)) {
    results[viewport] = await collectPrefetches({ browser, storageState, base, core, path: '/', viewport, portalPid });
  }
  const rows = byPath(results);
  for (const row of rows) row.page = await pageStatus(base, row.path, cookie());
  const totals = Object.entries(results).map(([viewport, { requests, coreCalls, portalCpuMs }]) => ({
    viewport,
    rscRequests: requests.length,
    paths: new Set(requests.map((r) => r.path)).size,
    toPages404: requests.filter((r) => rows.find((row) => row.path === r.path).page === 404).length,
    droppedByRouter: requests.filter((r) => r.aborted).length,
    kbReceived: kb(requests.reduce((n, r) => n + r.bytes, 0)),
    coreCalls: Object.values(coreCalls).reduce((n, c) => n + c, 0),
    portalCpuMs: Math.round(portalCpuMs),
  }));
  report.prefetch = {
    totals,
    paths: rows,
    coreCalls: Object.fromEntries(Object.entries(results).map(([v, r]) => [v, r.coreCalls])),
  };
  printTable('RSC requests of one view of / (load + 3 s idle; portalCpuMs: the whole view, page and assets included)', totals);
  printTable(
    'RSC requests by path (status: of the RSC answers; page: of opening the path; aborted: the router stopped reading)',
    rows.map((r) => ({
      path: r.path,
      desktop: r.desktop ?? 0,
      phone: r.phone ?? 0,
      status: r.status,
      page: r.page,
      aborted: r.aborted,
    })),
  );
  for (const [viewport, r] of Object.entries(results)) {
    console.log(
      `core calls during the ${viewport} view: ${Object.entries(r.coreCalls)
        .map(([p, n]) => `${p} ×${n}`)
        .join(', ')}`,
    );
  }
  const notFound = rows.filter((r) => r.page === 404 || r.status.split('/').includes('404'));
  budget('prefetched paths that are 404 pages', notFound.length, '0', notFound.length === 0);
}
