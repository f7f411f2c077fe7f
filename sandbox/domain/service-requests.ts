import { CODES } from '@portal/contracts';
import { contactOf } from '../store/customers';
import type { Db } from '../store/db';
import { hasOpenRequest, insertServiceRequest, type ServiceRequestRow } from '../store/service-requests';
import { fail, type Failure } from './failure';
import { sendSms } from './outbox';

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

type NewRequest = { customerId: number; policyId: number | null; subject: string; description: string; now: number };

export function raiseServiceRequest(db: Db, a: NewRequest): { ok: true; srNumber: string } | Failure {
  return db.transaction((): { ok: true; srNumber: string } | Failure => {
    if (hasOpenRequest(db, a.customerId, normaliseSubject(a.subject), a.policyId)) {
      return fail(CODES.BAD_REQUEST, DUPLICATE_REQUEST);
    }
    const srNumber = recordServiceRequest(db, { ...a, status: 'Open' });
    sendSms(
      db,
      contactOf(db, a.customerId).mobile,
      `Your request SR ${srNumber} has been registered. We will respond within ${RESPONSE_DAYS} days.`,
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
export function recordServiceRequest(db: Db, a: NewRequest & { status: ServiceRequestRow['status'] }): string {
  return insertServiceRequest(db, {
    ...a, subject: a.subject.trim().replace(/\s+/g, ' '), subjectNorm: normaliseSubject(a.subject),
  });
}
