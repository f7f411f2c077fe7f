import type { Db } from './db';

/** outbox: every SMS and email the core would have sent, as an SMS gateway's log would keep them. */
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

export function insertMessage(
  db: Db,
  m: { to: string; channel: 'sms' | 'email'; subject?: string; text: string; otp?: string; now: number },
): void {
  db.prepare('INSERT INTO outbox (to_addr, channel, subject, text, otp, at) VALUES (?, ?, ?, ?, ?, ?)').run(
    m.to,
    m.channel,
    m.subject ?? null,
    m.text,
    m.otp ?? null,
    m.now,
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
