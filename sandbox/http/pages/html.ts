import type { ServerResponse } from 'node:http';

/**
 * The sandbox's own browser pages (payment gateway, mandate provider). They
 * stand in for third-party sites, so they are plain server-rendered HTML with
 * no script, and every value that reaches them is escaped.
 */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Tagged template that escapes every interpolation unless it is already `Html`. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    const part = Array.isArray(v) ? v.map(render).join('') : render(v);
    out += part + (strings[i + 1] ?? '');
  });
  return new Html(out);
}
const render = (v: unknown): string => (v instanceof Html ? v.text : v == null ? '' : escapeHtml(String(v)));

// Colours keep at least 4.5:1 contrast: #1b1f24 on white, white on #0b4f8a and on #9b1c1c.
const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;color:#1b1f24;background:#f4f6f8;margin:0}
main{max-width:32rem;margin:3rem auto;background:#fff;border:1px solid #c9d1d9;border-radius:8px;padding:2rem}
h1{font-size:1.4rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0 0 1.5rem}
dt{color:#4a5360}dd{margin:0;font-weight:600}form{margin:.6rem 0}
button{width:100%;font:inherit;font-weight:600;padding:.75rem 1rem;border-radius:6px;border:2px solid #0b4f8a;cursor:pointer}
button.primary{background:#0b4f8a;color:#fff}button.secondary{background:#fff;color:#0b4f8a}
button.danger{background:#fff;color:#9b1c1c;border-color:#9b1c1c}
button:focus-visible,a:focus-visible{outline:3px solid #f3a712;outline-offset:2px}
.note{color:#4a5360;font-size:.9rem}a{color:#0b4f8a}`;

export function page(title: string, body: Html): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body.text}</main></body></html>`;
}

export function sendHtml(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    // No script on these pages. form-action stays open: browsers apply it to the 303 back to the merchant too.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'Referrer-Policy': 'no-referrer',
  });
  res.end(body);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 });
  res.end();
}

export const notFoundPage = (what: string) => page('Not found', html`<h1>Not found</h1><p>${what}</p>`);

/** `base` with the given query parameters added (& when it already has a query). */
export function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}
