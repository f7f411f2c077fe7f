import { CODES } from '@portal/contracts';
import { contactOf } from '../store/customers';
import type { Db } from '../store/db';
import {
  closeServiceRequest,
  hasOpenRequest,
  insertRequestEvent,
  insertServiceRequest,
  type RequestActor,
  type ServiceRequestRow,
} from '../store/service-requests';
import { fail, type Failure } from './failure';
import { sendEmail, sendSms } from './outbox';

/**
 * Service requests (tickets), for every flow that raises one. The duplicate
 * rule of SPEC §4 lives here, in the one place that sees every channel's
 * tickets: an OPEN request of the same customer with the same subject (case
 * and whitespace ignored) blocks a new one; with a policy number only the same
 * policy's requests count, without one all of the customer's do. Each status
 * a request takes is kept in its history (service_request_events).
 */
export const DUPLICATE_REQUEST = 'You have already raised this request.';
/** SPEC §1: a ticket is answered within 7 days. */
export const RESPONSE_DAYS = 7;

export const normaliseSubject = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

type NewRequest = { customerId: number; policyId: number | null; subject: string; description: string; now: number };

/** Whether a new request with this subject would be refused as a duplicate: checked before an OTP is sent, too. */
export function duplicateOf(db: Db, a: Pick<NewRequest, 'customerId' | 'policyId' | 'subject'>): Failure | null {
  const open = hasOpenRequest(db, a.customerId, normaliseSubject(a.subject), a.policyId);
  return open ? fail(CODES.BAD_REQUEST, DUPLICATE_REQUEST) : null;
}

/** Tells the customer by SMS, and by email when one is on record. */
export function notifyCustomer(db: Db, customerId: number, subject: string, text: string, now: number): void {
  const to = contactOf(db, customerId);
  sendSms(db, to.mobile, text, now);
  if (to.email) sendEmail(db, to.email, subject, text, now);
}

export function raiseServiceRequest(db: Db, a: NewRequest): { ok: true; srNumber: string } | Failure {
  return db.transaction((): { ok: true; srNumber: string } | Failure => {
    const duplicate = duplicateOf(db, a);
    if (duplicate) return duplicate;
    const srNumber = recordServiceRequest(db, { ...a, status: 'Open' });
    notifyCustomer(
      db, a.customerId, `Service request SR ${srNumber} registered`,
      `Your request SR ${srNumber} has been registered. We will respond within ${RESPONSE_DAYS} days.`, a.now,
    );
    return { ok: true, srNumber };
  })();
}

/**
 * Writes a ticket without the duplicate rule or the 7-day message: for
 * requests the core carries out on the spot (fund switch, premium
 * redirection), which are recorded already Closed and apply their own
 * duplicate window.
 */
export function recordServiceRequest(db: Db, a: NewRequest & { status: ServiceRequestRow['status'] }): string {
  const srNumber = insertServiceRequest(db, {
    ...a, subject: a.subject.trim().replace(/\s+/g, ' '), subjectNorm: normaliseSubject(a.subject),
  });
  insertRequestEvent(db, { srNumber, status: a.status, actor: 'customer', now: a.now });
  return srNumber;
}

/** Closes an Open request and records who closed it and why; false when it is not open. */
export function closeRequest(db: Db, srNumber: string, a: { actor: RequestActor; note: string; now: number }): boolean {
  if (!closeServiceRequest(db, srNumber)) return false;
  insertRequestEvent(db, { srNumber, status: 'Closed', ...a });
  return true;
}
