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
