import { claims } from '@portal/contracts';
import { istToday } from '../store/calendar';
import { claimsOf, insertClaim } from '../store/claims';
import { contactOf } from '../store/customers';
import type { Db } from '../store/db';
import { documentsOfRequest } from '../store/documents';
import type { PolicyRow } from '../store/policies';
import { requestEventsOf } from '../store/service-requests';
import { type ClaimRequest, checkClaim, requiredDocuments } from './claim-rules';
import { findUploads, takeUploads } from './document-uploads';
import type { Failure } from './failure';
import { dmy, istDateTime } from './format';
import { say, wordPart } from './messages';
import { sendEmail, sendSms } from './outbox';
import { raiseServiceRequest } from './service-requests';

/**
 * Claim intimation and tracking (issue 9 §2). A claim is a service request
 * of category CLAIM under its SPEC §4 subject, so the duplicate rule, the
 * 7-day promise, the back office's steps and the tracker are the ones every
 * request has; this adds the claim's details and its documents by label.
 */
class Undo extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

export function intimateClaim(
  db: Db,
  a: { customerId: number; policy: PolicyRow; req: ClaimRequest; now: number },
): { ok: true; srNumber: string } | Failure {
  const checked = checkClaim(a.req, a.policy, contactOf(db, a.customerId).name, istToday(a.now));
  if ('ok' in checked) return checked;
  const ids = checked.documents.map((d) => d.documentId);
  const found = findUploads(db, { customerId: a.customerId, purpose: 'CLAIM_DOCUMENT', documentIds: ids, now: a.now });
  if (!found.ok) return found;
  const type = claims.CLAIM_TYPES[a.req.claimType];
  const r = a.req;
  try {
    return db.transaction((): { ok: true; srNumber: string } | Failure => {
      const raised = raiseServiceRequest(db, {
        customerId: a.customerId,
        policyId: a.policy.id,
        subject: claims.CLAIM_SUBJECTS[r.claimType],
        description:
          r.claimType === 'DEATH'
            ? `${r.causeOfDeath} death on ${r.dateOfDeath}; claimant ${r.claimantName.trim()} (${r.relationship})`
            : `${r.illness.trim()} diagnosed on ${r.dateOfDiagnosis} at ${r.hospital.trim()}`,
        category: 'CLAIM',
        queryType: type,
        now: a.now,
        message: (sr) => (language) => ({
          subject: say(language, 'sms.claimIntimatedSubject', { sr }),
          text: say(language, 'sms.claimIntimated', {
            type: wordPart(language, type.toLowerCase()),
            sr,
            policyNo: a.policy.policy_no,
          }),
        }),
      });
      if (!raised.ok) return raised;
      insertClaim(db, {
        sr_number: raised.srNumber,
        claim_type: r.claimType,
        event_date: checked.eventDay,
        cause_of_death: r.claimType === 'DEATH' ? r.causeOfDeath : null,
        claimant_name: r.claimType === 'DEATH' ? r.claimantName.trim() : null,
        relationship: r.claimType === 'DEATH' ? r.relationship : null,
        claimant_mobile: r.claimType === 'DEATH' ? r.claimantMobile : null,
        claimant_email: r.claimType === 'DEATH' ? r.claimantEmail.trim().toLowerCase() : null,
        account_number: r.claimType === 'DEATH' ? r.accountNumber : null,
        ifsc: checked.branch?.ifsc ?? null,
        bank_name: checked.branch?.bankName ?? null,
        illness: r.claimType === 'CRITICAL_ILLNESS' ? r.illness.trim() : null,
        hospital: r.claimType === 'CRITICAL_ILLNESS' ? r.hospital.trim() : null,
        intimated_by: r.claimType === 'CRITICAL_ILLNESS' ? r.intimatedBy : null,
      });
      if (r.claimType === 'DEATH') tellClaimant(db, a.customerId, r, raised.srNumber, a.policy.policy_no, a.now);
      if (ids.length) {
        const taken = takeUploads(db, {
          customerId: a.customerId,
          purpose: 'CLAIM_DOCUMENT',
          srNumber: raised.srNumber,
          files: checked.documents,
          now: a.now,
        });
        if (!taken.ok) throw new Undo(taken);
      }
      return raised;
    })();
  } catch (e) {
    if (e instanceof Undo) return e.failure;
    throw e;
  }
}

/** A claimant who is not the customer hears of the claim too, on the mobile and email given for them. */
function tellClaimant(
  db: Db,
  customerId: number,
  r: Extract<ClaimRequest, { claimType: 'DEATH' }>,
  sr: string,
  policyNo: string,
  now: number,
) {
  // The claimant has no profile of their own: they hear in the customer's language, likely their family's.
  const customer = contactOf(db, customerId);
  const text = say(customer.language, 'sms.claimantTold', { sr, policyNo, claimant: r.claimantName.trim() });
  if (r.claimantMobile !== customer.mobile) sendSms(db, r.claimantMobile, text, now);
  const email = r.claimantEmail.trim().toLowerCase();
  if (email !== customer.email) sendEmail(db, email, say(customer.language, 'sms.claimIntimatedSubject', { sr }), text, now);
}

/** trackClaim: each claim with what was received and what is still needed. */
export function claimsTracker(db: Db, customerId: number) {
  return claimsOf(db, customerId).map((c) => {
    const received = documentsOfRequest(db, c.sr_number);
    const words: Record<string, string> =
      c.claim_type === 'DEATH' ? claims.DEATH_CLAIM_DOCUMENTS : claims.CRITICAL_ILLNESS_DOCUMENTS;
    const have = new Set(received.map((d) => d.label));
    const required = requiredDocuments({
      claimType: c.claim_type,
      causeOfDeath: c.cause_of_death ?? undefined,
      intimatedBy: c.intimated_by ?? undefined,
    }).map((k) => words[k] as string);
    return {
      srNumber: c.sr_number,
      policyNumber: c.policy_no,
      claimType: c.claim_type,
      claimTypeLabel: claims.CLAIM_TYPES[c.claim_type],
      intimatedOn: dmy(istToday(c.created_at)),
      eventDate: dmy(c.event_date),
      status: c.status as claims.TrackedClaim['status'],
      documentsReceived: received.map((d) => ({
        label: d.label,
        fileName: d.file_name,
        receivedOn: dmy(istToday(d.created_at)),
      })),
      documentsNeeded: [...required.filter((l) => !have.has(l)), ...(c.document_ask ? [c.document_ask] : [])],
      dueDate: dmy(c.due_on),
      timeline: requestEventsOf(db, c.sr_number).map((e) => ({ status: e.status, at: istDateTime(e.at), message: e.message })),
    };
  });
}
