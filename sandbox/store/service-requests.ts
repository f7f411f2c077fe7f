import type { Db } from './db';
import { uniqueNumber } from './ids';

/** service_requests: the customer's tickets, from every channel. */
export interface ServiceRequestRow {
  id: number;
  sr_number: string;
  customer_id: number;
  policy_id: number | null;
  subject: string;
  subject_norm: string;
  description: string;
  status: 'Open' | 'Closed';
  created_at: number;
}

/** An Open ticket of the customer with this normalised subject: on this policy, or on any when policyId is null. */
export const hasOpenRequest = (db: Db, customerId: number, subjectNorm: string, policyId: number | null) =>
  db
    .prepare(`SELECT 1 FROM service_requests WHERE customer_id = ? AND subject_norm = ? AND status = 'Open'
      AND (? IS NULL OR policy_id = ?) LIMIT 1`)
    .get(customerId, subjectNorm, policyId, policyId) !== undefined;

/** Writes a ticket under a fresh random number (8 digits, no prefix) and returns that number. */
export function insertServiceRequest(
  db: Db,
  a: { customerId: number; policyId: number | null; subject: string; subjectNorm: string; description: string;
    status: ServiceRequestRow['status']; now: number },
): string {
  const srNumber = uniqueNumber(db, ['service_requests', 'sr_number'], '', 8);
  db.prepare(`INSERT INTO service_requests (sr_number, customer_id, policy_id, subject, subject_norm, description,
    status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(
    srNumber, a.customerId, a.policyId, a.subject, a.subjectNorm, a.description, a.status, a.now,
  );
  return srNumber;
}

export const closeServiceRequest = (db: Db, srNumber: string) =>
  db.prepare("UPDATE service_requests SET status = 'Closed' WHERE sr_number = ? AND status = 'Open'").run(srNumber)
    .changes === 1;

/** The customer's tickets, newest first, with the policy number when there is one. */
export const serviceRequestsOf = (db: Db, customerId: number) =>
  db
    .prepare(`SELECT s.*, p.policy_no FROM service_requests s LEFT JOIN policies p ON p.id = s.policy_id
      WHERE s.customer_id = ? ORDER BY s.created_at DESC, s.id DESC`)
    .all(customerId) as Array<ServiceRequestRow & { policy_no: string | null }>;

export type RequestActor = 'customer' | 'core' | 'back-office';

/** One step in a request's life (service_request_events): the status it took, who set it and why. */
export const insertRequestEvent = (
  db: Db,
  a: { srNumber: string; status: string; actor: RequestActor; note?: string; now: number },
) =>
  db.prepare('INSERT INTO service_request_events (sr_number, status, actor, note, at) VALUES (?, ?, ?, ?, ?)').run(
    a.srNumber, a.status, a.actor, a.note ?? '', a.now,
  );

export const requestEventsOf = (db: Db, srNumber: string) =>
  db
    .prepare('SELECT status, actor, note, at FROM service_request_events WHERE sr_number = ? ORDER BY id')
    .all(srNumber) as Array<{ status: string; actor: RequestActor; note: string; at: number }>;

export const serviceRequestByNumber = (db: Db, srNumber: string) =>
  db.prepare('SELECT * FROM service_requests WHERE sr_number = ?').get(srNumber) as ServiceRequestRow | undefined;

export interface OpenRequestRow extends ServiceRequestRow {
  client_id: string;
  customer_name: string;
  policy_no: string | null;
  kind: string | null;
  payload_json: string | null;
}

/** Every customer's Open requests, oldest first, with what each would change: the back office's queue. */
export const openRequests = (db: Db) =>
  db
    .prepare(`SELECT s.*, c.client_id, c.first_name || ' ' || c.surname AS customer_name, p.policy_no,
      ch.kind, ch.payload_json FROM service_requests s JOIN customers c ON c.id = s.customer_id
      LEFT JOIN policies p ON p.id = s.policy_id LEFT JOIN pending_changes ch ON ch.sr_number = s.sr_number
      WHERE s.status = 'Open' ORDER BY s.created_at, s.id`)
    .all() as OpenRequestRow[];
