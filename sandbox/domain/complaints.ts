import { CODES, type complaints } from '@portal/contracts';
import type { Language } from '@portal/contracts/language';
import { addDays, daysBetween, istToday } from '../store/calendar';
import { complaintByNumber, insertComplaint, setComplaintReply, type ComplaintRow } from '../store/complaints';
import { customerById } from '../store/customers';
import type { Db } from '../store/db';
import { hasOpenRequest, serviceRequestsOf } from '../store/service-requests';
import { findUploads, takeUploads } from './document-uploads';
import { fail, type Failure } from './failure';
import { dmy } from './format';
import { stateOfAddress } from './gst';
import { say, wordPart } from './messages';
import { ombudsmanFor } from './ombudsman-offices';
import { normaliseSubject, raiseServiceRequest } from './service-requests';

/**
 * Grievances (issue 27 §1). IRDAI's Protection of Policyholders' Interests Regulations 2024 and
 * their master circular: a grievance is acknowledged at once and resolved within 14 days of
 * receipt. The period is the core's configuration (SANDBOX_GRIEVANCE_RESOLUTION_DAYS), fixed on the
 * complaint when raised. One complaint per policy and category may be open at a time; its number
 * is its service request's, so it lives in the one tracker and the back office's queue.
 */
export const DEFAULT_RESOLUTION_DAYS = 14;
export const DESCRIBE_COMPLAINT = 'Please describe your complaint';
export const COMPLAINT_TOO_LONG = 'Please describe your complaint in at most 1,000 characters.';
export const ATTACHMENT_LABEL = 'Attachment';

/** The subject each category's complaints carry: the duplicate rule runs per policy on it. */
export const COMPLAINT_SUBJECTS: Record<complaints.ComplaintCategory, string> = {
  POLICY_SERVICING: 'Policy Servicing Complaint',
  CLAIMS: 'Claims Complaint',
  PREMIUM_PAYMENTS: 'Premium and Payments Complaint',
  MIS_SELLING: 'Mis-selling Complaint',
  OTHER: 'General Complaint',
};

type Raised = { ok: true; srNumber: string; raisedOn: string; resolveBy: string } | Failure;

/** The open complaint of this category on this policy, if any: what blocks a new one. */
export function openComplaintOf(db: Db, customerId: number, policyId: number, category: complaints.ComplaintCategory) {
  const subject = normaliseSubject(COMPLAINT_SUBJECTS[category]);
  if (!hasOpenRequest(db, customerId, subject, policyId)) return null;
  return serviceRequestsOf(db, customerId).find(
    (r) => r.policy_id === policyId && r.subject_norm === subject && complaintByNumber(db, r.sr_number) !== undefined,
  );
}

class Undo extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

export function raiseComplaint(
  db: Db,
  a: {
    customerId: number;
    policy: { id: number; policy_no: string };
    category: complaints.ComplaintCategory;
    description: string;
    attachmentIds: readonly string[];
    resolutionDays: number;
    now: number;
  },
): Raised {
  const description = a.description.trim();
  if (!description) return fail(CODES.BAD_REQUEST, DESCRIBE_COMPLAINT);
  if (description.length > 1000) return fail(CODES.BAD_REQUEST, COMPLAINT_TOO_LONG);
  const open = openComplaintOf(db, a.customerId, a.policy.id, a.category);
  if (open) {
    return fail(CODES.BAD_REQUEST, say('en', 'complaints.duplicate', { sr: open.sr_number, date: dmy(open.due_on as string) }));
  }
  const wanted = [...new Set(a.attachmentIds)];
  if (wanted.length) {
    const found = findUploads(db, { customerId: a.customerId, purpose: 'SR_ATTACHMENT', documentIds: wanted, now: a.now });
    if (!found.ok) return found;
  }
  const raisedOn = istToday(a.now);
  const resolveBy = addDays(raisedOn, a.resolutionDays);
  const subject = COMPLAINT_SUBJECTS[a.category];
  const acknowledgement = (sr: string) => (language: Language) => ({
    subject: say(language, 'complaints.receivedSubject', { sr }),
    text: say(language, 'complaints.received', {
      sr,
      name: wordPart(language, subject),
      policyNo: a.policy.policy_no,
      date: dmy(resolveBy),
    }),
  });
  try {
    return db.transaction((): Raised => {
      const raised = raiseServiceRequest(db, {
        customerId: a.customerId,
        policyId: a.policy.id,
        subject,
        description,
        dueOn: resolveBy,
        message: acknowledgement,
        now: a.now,
      });
      if (!raised.ok) return raised;
      insertComplaint(db, raised.srNumber, a.category);
      if (wanted.length) {
        const taken = takeUploads(db, {
          customerId: a.customerId,
          purpose: 'SR_ATTACHMENT',
          srNumber: raised.srNumber,
          now: a.now,
          files: wanted.map((documentId) => ({ documentId, label: ATTACHMENT_LABEL })),
        });
        if (!taken.ok) throw new Undo(taken);
      }
      return { ok: true, srNumber: raised.srNumber, raisedOn: dmy(raisedOn), resolveBy: dmy(resolveBy) };
    })();
  } catch (e) {
    if (e instanceof Undo) return e.failure;
    throw e;
  }
}

/**
 * A complaint's line in the tracker: its category, the insurer's reply, and whether the customer
 * may escalate — past the resolution day while still open, or rejected — with the ombudsman
 * office(s) for the state of their mailing address (else their permanent one).
 */
export function complaintLine(
  db: Db,
  c: ComplaintRow,
  r: { status: string; due_on: string | null; customer_id: number },
  now: number,
): complaints.ComplaintInfo {
  const open = r.status !== 'Closed' && r.status !== 'Rejected';
  const late = open && r.due_on !== null && daysBetween(istToday(now), r.due_on) < 0;
  const escalate = late || r.status === 'Rejected';
  const customer = customerById(db, r.customer_id);
  const state = stateOfAddress(customer.mailing_address) ?? stateOfAddress(customer.permanent_address);
  return { category: c.category, reply: c.reply, escalate, state, ombudsman: escalate ? ombudsmanFor(state) : [] };
}

/** Keeps the insurer's final reply on the complaint (the back office's resolve or reject). */
export const recordReply = (db: Db, srNumber: string, reply: string, now: number) => setComplaintReply(db, srNumber, reply, now);
