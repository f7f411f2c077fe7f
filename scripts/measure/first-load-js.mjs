// First-load JavaScript (gzip) of a page: what the browser must fetch before the page is interactive.
import { gzipSync } from 'node:zlib';
import { LIGHTHOUSE_PAGES } from './lighthouse.mjs';
import { printTable } from './table.mjs';

/**
 * Every chunk the page's HTML references, in script tags or in the inline RSC payload, less the
 * `nomodule` polyfills modern browsers never fetch. Chunks that load later on demand (the toaster)
 * are not first-load.
 */
export async function firstLoadJs(base, path, cookie) {
  const headers = cookie ? { cookie } : {};
  const html = await (await fetch(`${base}${path}`, { headers })).text();
  const noModule = new Set(
    [...html.matchAll(/<script\b[^>]*>/gi)].filter((m) => /nomodule/i.test(m[0])).map((m) => /src="([^"]+)"/.exec(m[0])?.[1]),
  );
  const chunks = [...new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\\\s]+?\.js/g)].map((m) => m[0]))].filter(
    (src) => !noModule.has(src),
  );
  const kb = (bytes) => Number((bytes / 1024).toFixed(1));
  const sizes = [];
  let gzip = 0;
  for (const src of chunks) {
    const body = Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer());
    const bytes = gzipSync(body, { level: 9 }).length;
    gzip += bytes;
    sizes.push({ chunk: src.replace('/_next/static/chunks/', ''), kbGzip: kb(bytes) });
  }
  // The total from the bytes, not from the rounded sizes: a page this close to its budget must
  // not pass or fail on the rounding.
  return { files: chunks.length, kbGzip: kb(gzip), sizes };
}

const BUDGET_KB = 160;

/**
 * Pages held to the same budget without a Lighthouse run each: the issue-27 journeys, whose forms
 * load after the page so that their first load stays under it.
 */
const MORE_JS_PAGES = [
  ['/service-request/complaint', true],
  ['/manage-profile/privacy', true],
  ['/enach-registration?method=upi', true],
  ['/ulip-top-up?policyNo=10000001', true],
  ['/loan-repayment?policyNo=20000003', true],
];

export async function jsSection({ base, cookie, report, budget, detail }) {
  const rows = [];
  const chunksOf = {};
  for (const [page, auth] of [...LIGHTHOUSE_PAGES, ...MORE_JS_PAGES]) {
    const { sizes, ...row } = await firstLoadJs(base, page, auth ? cookie() : null);
    rows.push({ page, ...row });
    chunksOf[page] = sizes;
  }
  report.firstLoadJs = rows;
  printTable('First-load JavaScript (gzip)', rows);
  // Which chunks each page fetches, largest first: where a page over budget spends it.
  if (detail)
    for (const [page, sizes] of Object.entries(chunksOf))
      printTable(
        `Chunks of ${page}`,
        sizes.toSorted((a, b) => b.kbGzip - a.kbGzip),
      );
  for (const r of rows) budget(`first-load JS ${r.page} (KB gzip)`, r.kbGzip, `<= ${BUDGET_KB}`, r.kbGzip <= BUDGET_KB);
}
