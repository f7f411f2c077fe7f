import { CODES } from '@portal/contracts';
import type { Language } from '@portal/contracts/language';
import { contactOf } from '../store/customers';
import type { Db } from '../store/db';
import {
  type AnyStatus,
  hasOpenRequest,
  insertRequestEvent,
  insertServiceRequest,
  type RequestActor,
  type RequestCategory,
  setRequestStatus,
} from '../store/service-requests';
import { dueDay, promiseText } from './due-dates';
import { fail, type Failure } from './failure';
import { say, wordPart } from './messages';
import { sendEmail, sendSms } from './outbox';

/**
 * Service requests (tickets), for every flow that raises one: profile
 * changes, fund switch, premium redirection, the e-policy soft copy, queries
 * and claims. The duplicate rule of SPEC §4 lives here, in the one place that
 * sees every channel's tickets: a request of the same customer with the same
 * subject (case and whitespace ignored) that is still open (not Closed,
 * Rejected or Paid) blocks a new one; with a policy number only the same
 * policy's requests count, without one all of the customer's do. Each status
 * a request takes is kept in its history with the message the customer got.
 */
export const DUPLICATE_REQUEST = 'You have already raised this request.';
export { RESPONSE_DAYS } from './due-dates';

export const normaliseSubject = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

export interface NewRequest {
  customerId: number;
  policyId: number | null;
  subject: string;
  description: string;
  now: number;
  /** REQUEST unless said otherwise */
  category?: RequestCategory;
  queryType?: string | null;
  /** the promised day (ISO, IST) when a rule sets its own period, as a complaint's or a privacy rights request's does */
  dueOn?: string;
}

/** Whether a new request with this subject would be refused as a duplicate: checked before an OTP is sent, too. */
export function duplicateOf(db: Db, a: Pick<NewRequest, 'customerId' | 'policyId' | 'subject'>): Failure | null {
  const open = hasOpenRequest(db, a.customerId, normaliseSubject(a.subject), a.policyId);
  return open ? fail(CODES.BAD_REQUEST, DUPLICATE_REQUEST) : null;
}

/**
 * What the customer's messages call a request: its subject ('Address Change Request'), or the
 * subject followed by 'request' where the subject does not say it ('E-PD Soft Copy request'), so
 * a customer with several requests open knows which one a message is about.
 */
export const requestName = (subject: string, language: Language = 'en') =>
  wordPart(language, /\brequest$/i.test(subject) ? subject : `${subject} request`);

/**
 * What the core tells a customer, as it reads in a language: the SMS (also the email's body) and
 * the email's subject. A request's history keeps the English; the customer gets theirs.
 */
export type Notice = (language: Language) => { subject: string; text: string };

/** Tells the customer by SMS, and by email when one is on record, in the language on their profile. */
export function notifyCustomer(db: Db, customerId: number, notice: Notice, now: number): void {
  const to = contactOf(db, customerId);
  const { subject, text } = notice(to.language);
  sendSms(db, to.mobile, text, now);
  if (to.email) sendEmail(db, to.email, subject, text, now);
}

/**
 * Raises a request: the duplicate rule, the request with its promised day,
 * and the SMS and email that register it (`message` replaces the standard
 * text, e.g. for a claim). Claims start Intimated, everything else Open.
 */
export function raiseServiceRequest(
  db: Db,
  a: NewRequest & { message?: (srNumber: string) => Notice },
): { ok: true; srNumber: string } | Failure {
  return db.transaction((): { ok: true; srNumber: string } | Failure => {
    const duplicate = duplicateOf(db, a);
    if (duplicate) return duplicate;
    const standard =
      (sr: string): Notice =>
      (language) => {
        const name = requestName(a.subject, language);
        return {
          subject: say(language, 'sms.requestReceivedSubject', { name, sr }),
          text: say(language, 'sms.requestReceived', { name, sr, promise: promiseText(a.subject, language) }),
        };
      };
    const status = a.category === 'CLAIM' ? 'Intimated' : 'Open';
    const said = a.message ?? standard;
    const srNumber = recordServiceRequest(db, { ...a, status, message: (sr) => said(sr)('en').text });
    notifyCustomer(db, a.customerId, said(srNumber), a.now);
    return { ok: true, srNumber };
  })();
}

/**
 * Writes a ticket without the duplicate rule or a message of its own: for
 * requests the core carries out on the spot (fund switch, premium
 * redirection), which are recorded already Closed, apply their own duplicate
 * window and send their own SMS (given as `message` for the timeline).
 */
export function recordServiceRequest(
  db: Db,
  a: NewRequest & { status: AnyStatus; message?: (srNumber: string) => string },
): string {
  const srNumber = insertServiceRequest(db, {
    customerId: a.customerId,
    policyId: a.policyId,
    category: a.category ?? 'REQUEST',
    queryType: a.queryType ?? null,
    subject: a.subject.trim().replace(/\s+/g, ' '),
    subjectNorm: normaliseSubject(a.subject),
    description: a.description,
    status: a.status,
    dueOn: a.dueOn ?? dueDay(a.subject, a.now),
    now: a.now,
  });
  insertRequestEvent(db, { srNumber, status: a.status, actor: 'customer', message: a.message?.(srNumber), now: a.now });
  return srNumber;
}

/** One step of a request still open: its new status, what is asked of the customer (if anything), and the history row. */
export function moveRequest(
  db: Db,
  srNumber: string,
  a: { status: AnyStatus; actor: RequestActor; note?: string; message?: string; documentAsk?: string | null; now: number },
): boolean {
  if (!setRequestStatus(db, srNumber, a.status, a.documentAsk ?? null)) return false;
  insertRequestEvent(db, { srNumber, ...a });
  return true;
}

/** Closes an open request and records who closed it and why; false when it is not open. */
export const closeRequest = (db: Db, srNumber: string, a: { actor: RequestActor; note: string; message?: string; now: number }) =>
  moveRequest(db, srNumber, { ...a, status: 'Closed' });
