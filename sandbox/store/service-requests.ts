import type { Db } from './db';
import { uniqueNumber } from './ids';

/** service_requests: everything a customer asked of the insurer, from every channel (schema v8). */
export type RequestCategory = 'REQUEST' | 'QUERY' | 'CLAIM';
export type RequestStatus = 'Open' | 'In Progress' | 'Closed' | 'Rejected';
export type ClaimStatus = 'Intimated' | 'Documents Pending' | 'Under Review' | 'Approved' | 'Rejected' | 'Paid';
export type AnyStatus = RequestStatus | ClaimStatus;

/** Statuses after which nothing more happens: they no longer block a new request of the same subject. */
export const FINAL_STATUSES: readonly AnyStatus[] = ['Closed', 'Rejected', 'Paid'];
const STILL_OPEN = `status NOT IN ('Closed', 'Rejected', 'Paid')`;

export interface ServiceRequestRow {
  id: number;
  sr_number: string;
  customer_id: number;
  policy_id: number | null;
  category: RequestCategory;
  query_type: string | null;
  subject: string;
  subject_norm: string;
  description: string;
  status: AnyStatus;
  document_ask: string | null;
  due_on: string | null;
  created_at: number;
}

/** A ticket of the customer still open with this normalised subject: on this policy, or on any when policyId is null. */
export const hasOpenRequest = (db: Db, customerId: number, subjectNorm: string, policyId: number | null) =>
  db
    .prepare(
      `SELECT 1 FROM service_requests WHERE customer_id = ? AND subject_norm = ? AND ${STILL_OPEN}
      AND (? IS NULL OR policy_id = ?) LIMIT 1`,
    )
    .get(customerId, subjectNorm, policyId, policyId) !== undefined;

/** Any request or claim on this policy still open (the policy card says so). */
export const hasOpenRequestOn = (db: Db, policyId: number) =>
  db.prepare(`SELECT 1 FROM service_requests WHERE policy_id = ? AND ${STILL_OPEN} LIMIT 1`).get(policyId) !== undefined;

/** The customer's tickets still open, oldest first, with the policy number when there is one: what blocks a new one. */
export const openTicketsOf = (db: Db, customerId: number) =>
  db
    .prepare(
      `SELECT s.sr_number, s.subject, s.subject_norm, s.created_at, p.policy_no FROM service_requests s
      LEFT JOIN policies p ON p.id = s.policy_id WHERE s.customer_id = ? AND s.${STILL_OPEN} ORDER BY s.created_at, s.id`,
    )
    .all(customerId) as Array<
    Pick<ServiceRequestRow, 'sr_number' | 'subject' | 'subject_norm' | 'created_at'> & { policy_no: string | null }
  >;

/** Writes a ticket under a fresh random number (8 digits, no prefix) and returns that number. */
export function insertServiceRequest(
  db: Db,
  a: {
    customerId: number;
    policyId: number | null;
    category: RequestCategory;
    queryType: string | null;
    subject: string;
    subjectNorm: string;
    description: string;
    status: AnyStatus;
    dueOn: string;
    now: number;
  },
): string {
  const srNumber = uniqueNumber(db, ['service_requests', 'sr_number'], '', 8);
  db.prepare(
    `INSERT INTO service_requests (sr_number, customer_id, policy_id, category, query_type, subject,
    subject_norm, description, status, due_on, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    srNumber,
    a.customerId,
    a.policyId,
    a.category,
    a.queryType,
    a.subject,
    a.subjectNorm,
    a.description,
    a.status,
    a.dueOn,
    a.now,
  );
  return srNumber;
}

/** Moves a still-open request to `status`, setting (or clearing) what is asked of the customer; false if it is final. */
export const setRequestStatus = (db: Db, srNumber: string, status: AnyStatus, documentAsk: string | null) =>
  db
    .prepare(`UPDATE service_requests SET status = ?, document_ask = ? WHERE sr_number = ? AND ${STILL_OPEN}`)
    .run(status, documentAsk, srNumber).changes === 1;

/** The customer's tickets, newest first, with the policy number when there is one. */
export const serviceRequestsOf = (db: Db, customerId: number) =>
  db
    .prepare(
      `SELECT s.*, p.policy_no FROM service_requests s LEFT JOIN policies p ON p.id = s.policy_id
      WHERE s.customer_id = ? ORDER BY s.created_at DESC, s.id DESC`,
    )
    .all(customerId) as Array<ServiceRequestRow & { policy_no: string | null }>;

export type RequestActor = 'customer' | 'core' | 'back-office';

/** One step in a request's life (service_request_events): the status it took, who set it, why, and what the customer was told. */
export const insertRequestEvent = (
  db: Db,
  a: { srNumber: string; status: string; actor: RequestActor; note?: string; message?: string; now: number },
) =>
  db
    .prepare('INSERT INTO service_request_events (sr_number, status, actor, note, message, at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(a.srNumber, a.status, a.actor, a.note ?? '', a.message ?? '', a.now);

export const requestEventsOf = (db: Db, srNumber: string) =>
  db
    .prepare('SELECT status, actor, note, message, at FROM service_request_events WHERE sr_number = ? ORDER BY id')
    .all(srNumber) as Array<{ status: string; actor: RequestActor; note: string; message: string; at: number }>;

export const serviceRequestByNumber = (db: Db, srNumber: string) =>
  db.prepare('SELECT * FROM service_requests WHERE sr_number = ?').get(srNumber) as ServiceRequestRow | undefined;

export interface OpenRequestRow extends ServiceRequestRow {
  client_id: string;
  customer_name: string;
  policy_no: string | null;
  kind: string | null;
  payload_json: string | null;
}

/** Every customer's open requests and claims, oldest first, with what each would change: the back office's queue. */
export const openRequests = (db: Db) =>
  db
    .prepare(
      `SELECT s.*, c.client_id, c.first_name || ' ' || c.surname AS customer_name, p.policy_no,
      ch.kind, ch.payload_json FROM service_requests s JOIN customers c ON c.id = s.customer_id
      LEFT JOIN policies p ON p.id = s.policy_id LEFT JOIN pending_changes ch ON ch.sr_number = s.sr_number
      WHERE s.${STILL_OPEN} ORDER BY s.created_at, s.id`,
    )
    .all() as OpenRequestRow[];

/** Rows raised before schema v8 whose promised day needs the holiday calendar (the soft copy's). */
export const requestsWithoutDueDay = (db: Db) =>
  db.prepare('SELECT sr_number, subject, created_at FROM service_requests WHERE due_on IS NULL').all() as Array<
    Pick<ServiceRequestRow, 'sr_number' | 'subject' | 'created_at'>
  >;
export const setDueDay = (db: Db, srNumber: string, dueOn: string) =>
  db.prepare('UPDATE service_requests SET due_on = ? WHERE sr_number = ?').run(dueOn, srNumber);
