import type { OutboxMessage } from '../../store/outbox';
import { escapeHtml } from './html';

/** GET /outbox: the messages a tester reads OTPs from, newest first, every value escaped. */
export function renderOutboxHtml(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr>
  <td>${escapeHtml(m.at)}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.to)}</td>
  <td>${m.subject ? `<strong>${escapeHtml(m.subject)}</strong><br>` : ''}${escapeHtml(m.text)}</td>
  <td>${m.otp ? `<code>${escapeHtml(m.otp)}</code>` : ''}</td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox outbox</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #ccc;padding:.4rem .6rem;text-align:left;vertical-align:top}code{font-size:1.2em}</style>
</head><body>
<h1>Sandbox outbox</h1>
<p>Messages the sandbox core would have sent, newest first. Reload to refresh.</p>
<table><thead><tr><th>At (UTC)</th><th>Channel</th><th>To</th><th>Message</th><th>OTP</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}
</tbody></table>
</body></html>`;
}
