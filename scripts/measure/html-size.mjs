// The HTML of a page and the part of it that is the inline RSC payload (`self.__next_f.push` scripts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable } from './table.mjs';

export async function getHtml(base, path, cookie) {
  const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
  return html;
}

/** The inline scripts that carry the RSC payload, whole (tags included), as the HTML holds them. */
export function flightScripts(html) {
  return [...html.matchAll(/<script\b[^>]*>(?:(?!<\/script>)[\s\S])*?self\.__next_f\.push[\s\S]*?<\/script>/g)].map((m) => m[0]);
}

export function htmlSize(html) {
  const scripts = flightScripts(html);
  const rsc = scripts.reduce((n, s) => n + Buffer.byteLength(s), 0);
  return {
    htmlKb: Number((Buffer.byteLength(html) / 1024).toFixed(1)),
    rscKb: Number((rsc / 1024).toFixed(1)),
    rscScripts: scripts.length,
    gzipKb: Number((gzipSync(html).length / 1024).toFixed(1)),
  };
}

/** The pages whose HTML is compared: the logged-out page and two signed-in ones. */
export async function getPageHtmls(base, cookie) {
  const pages = [];
  for (const [path, c] of [
    ['/login', null],
    ['/', cookie],
    ['/policy-details/10000001', cookie],
  ]) {
    pages.push([path, await getHtml(base, path, c)]);
  }
  return pages;
}

export async function htmlSection({ base, cookie, report, budget }) {
  const pages = await getPageHtmls(base, cookie());
  // MEASURE_SAVE_HTML=1 keeps each page in .tmp/html/, to see what its bytes are spent on.
  if (process.env.MEASURE_SAVE_HTML) {
    const dir = join(process.cwd(), '.tmp', 'html');
    mkdirSync(dir, { recursive: true });
    for (const [page, html] of pages)
      writeFileSync(join(dir, `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.html`), html);
  }
  report.html = pages.map(([page, html]) => ({ page, ...htmlSize(html) }));
  printTable('HTML (KB; rsc = inline self.__next_f.push scripts)', report.html);
  const home = report.html.find((r) => r.page === '/');
  budget('HTML of / (KB)', home.htmlKb, '< 50', home.htmlKb < 50);
}
