// First-load JavaScript (gzip) of a page: what the browser must fetch before the page is interactive.
import { gzipSync } from 'node:zlib';
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

export async function jsSection({ base, cookie, report, budget }) {
  const rows = [
    { page: '/login', ...(await firstLoadJs(base, '/login')), budgetKb: 130 },
    { page: '/', ...(await firstLoadJs(base, '/', cookie())), budgetKb: 160 },
  ];
  for (const page of ['/policy-details/10000001', '/download']) rows.push({ page, ...(await firstLoadJs(base, page, cookie())) });
  report.firstLoadJs = rows;
  printTable('First-load JavaScript (gzip)', rows);
  for (const r of rows.filter((row) => row.budgetKb)) {
    budget(`first-load JS ${r.page} (KB gzip)`, r.kbGzip, `<= ${r.budgetKb}`, r.kbGzip <= r.budgetKb);
  }
}
