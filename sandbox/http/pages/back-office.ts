import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { backOfficeQueue } from '../../domain/back-office';
import { escapeHtml, html } from './html';

/**
 * GET /__sandbox/back-office: the open requests and claims, each with what it
 * would change, its documents and the steps that move it on (In Progress, Ask
 * for a document, Close, Approve, Reject, Pay). The buttons post JSON to
 * /__sandbox/service-requests/<step> (the tester endpoints take JSON only),
 * so this page, unlike the third parties' pages, has a few lines of script,
 * allowed by a nonce and nothing else.
 */
type Queue = ReturnType<typeof backOfficeQueue>;

const STYLE = `body{font:14px/1.5 system-ui,sans-serif;color:#1b1f24;margin:2rem}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #c9d1d9;padding:.4rem .6rem;text-align:left;
vertical-align:top}pre{margin:0;white-space:pre-wrap;font-size:12px}button{font:inherit;font-weight:600;
padding:.4rem .8rem;border:2px solid #0b4f8a;background:#0b4f8a;color:#fff;border-radius:6px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f3a712;outline-offset:2px}#status{font-weight:600}a{color:#0b4f8a}
.steps{display:flex;flex-direction:column;gap:.3rem;min-width:12rem}input{font:inherit}`;

const SCRIPT = `document.querySelectorAll('button[data-sr]').forEach(function (b) {
  b.addEventListener('click', async function () {
    const payload = { srNumber: b.dataset.sr };
    if (b.dataset.field) payload[b.dataset.field] = document.getElementById(b.dataset.input).value;
    const res = await fetch('/__sandbox/service-requests/' + b.dataset.step, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload),
    });
    const body = await res.json();
    document.getElementById('status').textContent = res.ok ? 'SR ' + b.dataset.sr + ': ' + b.textContent + ' done.' : body.error;
    if (res.ok) setTimeout(function () { location.reload(); }, 600);
  });
});`;

/** One step's button; ask and reject take the words typed in the row's field (`input`, else the step's own). */
const stepButton = (sr: string, step: string, label: string, field?: string, input = `${step}-${sr}`) =>
  field
    ? html`<button type="button" data-sr="${sr}" data-step="${step}" data-field="${field}" data-input="${input}">${label}</button>`
    : html`<button type="button" data-sr="${sr}" data-step="${step}">${label}</button>`;

/** A complaint is settled with a reply the customer reads: resolved, or rejected (which opens escalation). */
const complaintActions = (sr: string) => html`<div class="steps">${stepButton(sr, 'progress', 'In Progress')}
<label for="reply-${sr}">Reply to the customer</label><input id="reply-${sr}" maxlength="300">
${stepButton(sr, 'resolve', 'Resolve', 'reply', `reply-${sr}`)}
${stepButton(sr, 'reject', 'Reject', 'reason', `reply-${sr}`)}</div>`;

function actions(r: Queue[number]) {
  const sr = r.srNumber;
  if (r.category === 'COMPLAINT') return complaintActions(sr);
  const claim = r.category === 'CLAIM';
  return html`<div class="steps">${stepButton(sr, 'progress', claim ? 'Under Review' : 'In Progress')}
<label for="ask-${sr}">Document to ask for</label><input id="ask-${sr}" maxlength="300">
${stepButton(sr, 'ask', 'Ask for document', 'what')}
${claim ? '' : stepButton(sr, 'close', 'Close')}
${stepButton(sr, 'approve', claim ? 'Approve claim' : `Approve SR ${sr}`)}
<label for="reject-${sr}">Reason to reject</label><input id="reject-${sr}" maxlength="300">
${stepButton(sr, 'reject', 'Reject', 'reason')}
${claim && r.status === 'Approved' ? stepButton(sr, 'pay', 'Pay') : ''}</div>`;
}

function row(r: Queue[number]) {
  const docs = r.documents.map(
    (d) => html`<li><a href="/__sandbox/documents/${d.id}" target="_blank" rel="noopener">${d.label}: ${d.fileName}</a>
(${d.contentType}, ${Math.ceil(d.sizeBytes / 1024)} KB)</li>`,
  );
  return html`<tr><td>${r.srNumber}<br><small>${r.category}</small></td><td>${r.subject}<br><small>${r.description}</small></td>
<td>${r.status}${r.documentAsk ? html`<br><small>Asked: ${r.documentAsk}</small>` : ''}<br><small>Due ${r.dueDate ?? '—'}</small></td>
<td>${r.customerName}<br>${r.clientId}${r.policyNo ? html`<br>Policy ${r.policyNo}` : ''}</td><td>${r.createdOn}</td>
<td>${r.kind ?? '—'}<pre>${r.change === null ? '' : JSON.stringify(r.change, null, 1)}</pre></td>
<td>${docs.length ? html`<ul>${docs}</ul>` : '—'}</td>
<td>${actions(r)}</td></tr>`;
}

export function sendBackOffice(res: ServerResponse, queue: Queue): void {
  const nonce = randomBytes(16).toString('base64');
  const rows = queue.length ? queue.map(row) : html`<tr><td colspan="8">No open requests.</td></tr>`;
  const body = html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox back office</title>
<style>${STYLE}</style></head><body><h1>Sandbox back office</h1>
<p>Open service requests and claims, oldest first. Each step appends to the request's history and sends the customer
an SMS and an email (see <a href="/outbox">the outbox</a>); approving a request applies its change and closes it, a
claim is approved and then paid.</p><p id="status" role="status"></p>
<table><thead><tr><th>SR</th><th>Subject</th><th>Status</th><th>Customer</th><th>Raised (IST)</th><th>Change</th><th>Documents</th>
<th>Action</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
  const text = body.text.replace('</body>', `<script nonce="${escapeHtml(nonce)}">${SCRIPT}</script></body>`);
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; connect-src 'self'`,
    'Referrer-Policy': 'no-referrer',
  });
  res.end(text);
}
