import type { Db } from '../store/db';

/**
 * Where the sandbox "sends" SMS and email. Nothing leaves the machine: testers
 * and e2e tests read OTPs from GET /outbox (HTML) or /outbox.json.
 */
export interface OutboxMessage {
  id: number;
  to: string;
  channel: 'sms' | 'email';
  subject?: string;
  text: string;
  otp?: string;
  at: string;
}

interface Row {
  id: number;
  to_addr: string;
  channel: 'sms' | 'email';
  subject: string | null;
  text: string;
  otp: string | null;
  at: number;
}

export function sendSms(db: Db, to: string, text: string, now: number, otp?: string): void {
  db.prepare('INSERT INTO outbox (to_addr, channel, text, otp, at) VALUES (?, ?, ?, ?, ?)').run(
    to, 'sms', text, otp ?? null, now,
  );
}

export function sendEmail(db: Db, to: string, subject: string, text: string, now: number, otp?: string): void {
  db.prepare('INSERT INTO outbox (to_addr, channel, subject, text, otp, at) VALUES (?, ?, ?, ?, ?, ?)').run(
    to, 'email', subject, text, otp ?? null, now,
  );
}

/** Newest first; id breaks ties between messages sent in the same millisecond. */
export function listOutbox(db: Db, limit = 200): OutboxMessage[] {
  const rows = db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit) as Row[];
  return rows.map((r) => ({
    id: r.id,
    to: r.to_addr,
    channel: r.channel,
    ...(r.subject === null ? {} : { subject: r.subject }),
    text: r.text,
    ...(r.otp === null ? {} : { otp: r.otp }),
    at: new Date(r.at).toISOString(),
  }));
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

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
