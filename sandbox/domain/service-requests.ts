import { CODES } from '@portal/contracts';
import type { Db } from '../store/db';
import { uniqueNumber } from './ids';
import { sendSms } from './outbox';
import { contactOf } from './receipts';
import type { Failure } from '../handlers/route';

/**
 * Service requests (tickets), for every flow that raises one. The duplicate
 * rule of SPEC §4 lives here, in the one place that sees every channel's
 * tickets: an OPEN request of the same customer with the same subject (case
 * and whitespace ignored) blocks a new one; with a policy number only the same
 * policy's requests count, without one all of the customer's do.
 */
export const DUPLICATE_REQUEST = 'You have already raised this request.';
/** SPEC §1: a ticket is answered within 7 days. */
export const RESPONSE_DAYS = 7;

export const normaliseSubject = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

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

export function raiseServiceRequest(
  db: Db,
  a: { customerId: number; policyId: number | null; subject: string; description: string; now: number },
): { ok: true; srNumber: string } | Failure {
  return db.transaction((): { ok: true; srNumber: string } | Failure => {
    const norm = normaliseSubject(a.subject);
    const duplicate = db
      .prepare(`SELECT 1 FROM service_requests WHERE customer_id = ? AND subject_norm = ? AND status = 'Open'
        AND (? IS NULL OR policy_id = ?) LIMIT 1`)
      .get(a.customerId, norm, a.policyId, a.policyId);
    if (duplicate) return { ok: false, code: CODES.BAD_REQUEST, message: DUPLICATE_REQUEST };

    const srNumber = insertServiceRequest(db, { ...a, status: 'Open' });
    sendSms(
      db,
      contactOf(db, a.customerId).mobile,
      `Your request ${srNumber} has been registered. We will respond within ${RESPONSE_DAYS} days.`,
      a.now,
    );
    return { ok: true, srNumber };
  })();
}

/**
 * Writes a ticket without the duplicate rule or the 7-day SMS: for requests
 * the core carries out on the spot (fund switch, premium redirection), which
 * are recorded already Closed and apply their own duplicate window.
 */
export function insertServiceRequest(
  db: Db,
  a: { customerId: number; policyId: number | null; subject: string; description: string; now: number;
    status: ServiceRequestRow['status'] },
): string {
  const srNumber = uniqueNumber(db, ['service_requests', 'sr_number'], 'SR', 8);
  db.prepare(`INSERT INTO service_requests (sr_number, customer_id, policy_id, subject, subject_norm, description,
    status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(
    srNumber, a.customerId, a.policyId, a.subject.trim().replace(/\s+/g, ' '), normaliseSubject(a.subject),
    a.description, a.status, a.now,
  );
  return srNumber;
}

/** Test hook: closes a request so the same subject may be raised again. */
export const closeServiceRequest = (db: Db, srNumber: string) =>
  db.prepare("UPDATE service_requests SET status = 'Closed' WHERE sr_number = ? AND status = 'Open'").run(srNumber)
    .changes === 1;
