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
  let gzip = 0;
  for (const src of chunks) {
    const body = Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer());
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: chunks.length, kbGzip: Number((gzip / 1024).toFixed(1)) };
}

const BUDGET_KB = 160;

export async function jsSection({ base, cookie, report, budget }) {
  const rows = [];
  for (const [page, auth] of LIGHTHOUSE_PAGES) rows.push({ page, ...(await firstLoadJs(base, page, auth ? cookie() : null)) });
  report.firstLoadJs = rows;
  printTable('First-load JavaScript (gzip)', rows);
  for (const r of rows) budget(`first-load JS ${r.page} (KB gzip)`, r.kbGzip, `<= ${BUDGET_KB}`, r.kbGzip <= BUDGET_KB);
}
