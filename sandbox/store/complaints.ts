import type { ComplaintCategory } from '@portal/contracts/complaints';
import type { Db } from './db';

/** complaints: what a grievance keeps beside its service request (schema v18). */
export interface ComplaintRow {
  sr_number: string;
  category: ComplaintCategory;
  reply: string | null;
  replied_at: number | null;
}

export const insertComplaint = (db: Db, srNumber: string, category: ComplaintCategory) =>
  db.prepare('INSERT INTO complaints (sr_number, category) VALUES (?, ?)').run(srNumber, category);

export const complaintByNumber = (db: Db, srNumber: string) =>
  db.prepare('SELECT * FROM complaints WHERE sr_number = ?').get(srNumber) as ComplaintRow | undefined;

/** The insurer's final word on a complaint: kept once, when it is resolved or rejected. */
export const setComplaintReply = (db: Db, srNumber: string, reply: string, now: number) =>
  db.prepare('UPDATE complaints SET reply = ?, replied_at = ? WHERE sr_number = ?').run(reply, now, srNumber);

/** The customer's complaints by number: the tracker adds each one's category and reply to its line. */
export function complaintsOf(db: Db, customerId: number): Map<string, ComplaintRow> {
  const rows = db
    .prepare(`SELECT c.* FROM complaints c JOIN service_requests s ON s.sr_number = c.sr_number WHERE s.customer_id = ?`)
    .all(customerId) as ComplaintRow[];
  return new Map(rows.map((r) => [r.sr_number, r]));
}
