import { CODES } from '@portal/contracts';
import type { Db } from '../store/db';
import { policyById } from '../store/policies';
import { type AnyStatus, FINAL_STATUSES, serviceRequestByNumber, type ServiceRequestRow } from '../store/service-requests';
import { complaintByNumber } from '../store/complaints';
import { approveRequest, NO_OPEN_REQUEST } from './back-office';
import { recordReply } from './complaints';
import { fail, type Failure } from './failure';
import { say, word } from './messages';
import { moveRequest, notifyCustomer } from './service-requests';

/**
 * The back office moving a request or claim on (issue 9 §3): In Progress, ask
 * for a document, Close, Approve, Reject, Pay. Each step is one status in the
 * request's history with the SMS and email the customer gets, worded as an
 * insurer would. A request is closed or approved (approval applies its stored
 * change, back-office.ts); a claim is approved and then paid, never "closed".
 */
export const STEPS = ['progress', 'ask', 'close', 'approve', 'reject', 'pay', 'resolve'] as const;
export type Step = (typeof STEPS)[number];
export const CLAIM_NOT_CLOSED = 'A claim is settled by Approve and Pay, or by Reject.';
export const ONLY_CLAIMS_PAID = 'Only a claim can be paid.';
export const PAY_AFTER_APPROVAL = 'Only an approved claim can be paid.';
export const SAY_WHAT = 'Say what is asked for, or why.';
export const ONLY_COMPLAINTS_RESOLVED = 'Only a complaint is resolved; close a request instead.';

type Done = { ok: true; status: AnyStatus; kind: string | null };
type Told = { status: AnyStatus; text: string; documentAsk?: string; note?: string };

/** Where a claim's money goes: the account given with a death claim, the policyholder's own for critical illness. */
const payee = (r: ServiceRequestRow) =>
  r.query_type === 'Death Claim' ? 'the bank account given with the claim' : 'your bank account registered with the policy';

function what(r: ServiceRequestRow, db: Db): string {
  const policy = r.policy_id === null ? '' : ` on policy ${policyById(db, r.policy_id).policy_no}`;
  return r.category === 'CLAIM' ? `your claim SR ${r.sr_number}${policy}` : `your request SR ${r.sr_number} (${r.subject})`;
}

/**
 * A complaint is settled with a reply the customer reads (IRDAI: the insurer's final reply), by
 * Resolve (Closed) or Reject (Rejected, which opens the escalation path); it is never approved.
 */
function complaintPlan(r: ServiceRequestRow, step: Step, words: string): Told | Failure | null {
  if (step === 'approve' || step === 'close') return fail(CODES.BAD_REQUEST, say('en', 'complaints.settleWithReply'));
  if (step !== 'resolve' && step !== 'reject') return null;
  if (!words) return fail(CODES.BAD_REQUEST, say('en', 'complaints.replyNeeded'));
  const params = { sr: r.sr_number, name: r.subject, reply: words };
  return step === 'resolve'
    ? { status: 'Closed', note: words, text: say('en', 'complaints.resolved', params) }
    : { status: 'Rejected', note: words, text: say('en', 'complaints.rejected', params) };
}

/** What a step does to this request, or why it cannot. */
function plan(db: Db, r: ServiceRequestRow, step: Exclude<Step, 'approve' | 'resolve'>, words: string): Told | Failure {
  const claim = r.category === 'CLAIM';
  const it = what(r, db);
  const where = claim ? 'Track Claim' : 'Track Service Request';
  switch (step) {
    case 'progress':
      return claim
        ? { status: 'Under Review', text: `We are reviewing ${it}. We will update you by SMS and email.` }
        : { status: 'In Progress', text: `We are working on ${it}. We will update you by SMS and email.` };
    case 'ask':
      if (!words) return fail(CODES.BAD_REQUEST, SAY_WHAT);
      return {
        status: claim ? 'Documents Pending' : 'In Progress',
        documentAsk: words,
        note: `Asked for: ${words}`,
        text: `To proceed with ${it} we need: ${words}. Please upload it in the portal under ${where}.`,
      };
    case 'close':
      if (claim) return fail(CODES.BAD_REQUEST, CLAIM_NOT_CLOSED);
      return { status: 'Closed', note: words, text: `We have closed ${it}.${words ? ` ${words}` : ''}` };
    case 'reject':
      if (!words) return fail(CODES.BAD_REQUEST, SAY_WHAT);
      return { status: 'Rejected', note: words, text: `We are unable to accept ${it}. Reason: ${words}.` };
    case 'pay':
      if (!claim) return fail(CODES.BAD_REQUEST, ONLY_CLAIMS_PAID);
      if (r.status !== 'Approved') return fail(CODES.BAD_REQUEST, PAY_AFTER_APPROVAL);
      return { status: 'Paid', text: `The amount of ${it} has been paid to ${payee(r)}.` };
  }
}

export function backOfficeStep(db: Db, srNumber: string, step: Step, words: string, now: number): Done | Failure {
  const r = serviceRequestByNumber(db, srNumber);
  if (!r || FINAL_STATUSES.includes(r.status)) return fail(CODES.NOT_FOUND, NO_OPEN_REQUEST);
  const complaint = complaintByNumber(db, srNumber) !== undefined;
  const settled = complaint ? complaintPlan(r, step, words.trim()) : null;
  if (settled && 'ok' in settled) return settled;
  if (step === 'resolve' && !complaint) return fail(CODES.BAD_REQUEST, ONLY_COMPLAINTS_RESOLVED);
  // A request's approval is the issue-8 one: its stored change applied, then closed.
  if (step === 'approve' && r.category !== 'CLAIM') {
    const done = approveRequest(db, srNumber, { actor: 'back-office', now });
    return done.ok ? { ok: true, status: 'Closed', kind: done.kind } : done;
  }
  const told: Told | Failure =
    settled ??
    (step === 'resolve'
      ? fail(CODES.BAD_REQUEST, ONLY_COMPLAINTS_RESOLVED)
      : step === 'approve'
        ? { status: 'Approved', text: `We have approved ${what(r, db)}. The amount will be paid to ${payee(r)}.` }
        : plan(db, r, step, words.trim()));
  if ('ok' in told) return told;
  const subject =
    r.category === 'CLAIM' ? `Claim SR ${srNumber}: ${told.status}` : `Service request SR ${srNumber}: ${told.status}`;
  const mailSubject = !settled
    ? subject
    : say('en', told.status === 'Closed' ? 'complaints.resolvedSubject' : 'complaints.rejectedSubject', { sr: srNumber });
  return db.transaction((): Done => {
    moveRequest(db, srNumber, {
      status: told.status,
      actor: 'back-office',
      note: told.note,
      message: told.text,
      documentAsk: told.documentAsk ?? null,
      now,
    });
    if (settled) recordReply(db, srNumber, told.note ?? '', now);
    // Worded from the history's English; the back office's own words in it stay as they wrote them.
    notifyCustomer(
      db,
      r.customer_id,
      (language) => ({ subject: word(language, mailSubject), text: word(language, told.text) }),
      now,
    );
    return { ok: true, status: told.status, kind: null };
  })();
}
