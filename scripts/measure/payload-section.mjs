// `--only=payload [--detail]`: what the RSC payload of / (with --detail, of each page) is made of.
import { getPageHtmls } from './html-size.mjs';
import { analysePayload } from './rsc-payload.mjs';
import { kb, printTable } from './table.mjs';

export async function payloadSection({ base, cookie, report, detail }) {
  const payload = Object.fromEntries((await getPageHtmls(base, cookie())).map(([page, html]) => [page, analysePayload(html)]));
  report.payload = payload;
  const pages = Object.keys(payload);
  printTable(
    'RSC payload by row kind (KB of the raw stream; the HTML holds it JSON-escaped)',
    [...new Set(pages.flatMap((p) => payload[p].rows.map((r) => r.key)))].map((kind) => ({
      kind,
      ...Object.fromEntries(pages.map((p) => [p, kb(payload[p].rows.find((r) => r.key === kind)?.bytes ?? 0)])),
    })),
  );
  const rows = (list) => list.map((e) => ({ key: e.key.slice(0, 90), count: e.count, kb: kb(e.bytes) }));
  for (const page of detail ? pages : ['/']) {
    const p = payload[page];
    console.log(`\n${page}: stream ${kb(p.streamBytes)} KB, of which className strings ${kb(p.classNameBytes)} KB`);
    printTable(`${page}: self bytes by element type`, rows(p.types));
    printTable(
      `${page}: client components, inclusive (props and the server-rendered children they get)`,
      rows(p.clientInclusive),
    );
    printTable(`${page}: most repeated class names (count × length)`, rows(p.classNames));
    printTable(`${page}: props other than children, inclusive (nested elements count again)`, rows(p.props));
    if (p.longStrings.length) printTable(`${page}: longest strings`, p.longStrings);
  }
}
