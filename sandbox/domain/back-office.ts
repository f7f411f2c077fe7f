import { CODES } from '@portal/contracts';
import type { Db } from '../store/db';
import { complaintByNumber } from '../store/complaints';
import { documentsOfRequest } from '../store/documents';
import { markChangeApplied, pendingChangeOf } from '../store/pending-changes';
import {
  FINAL_STATUSES,
  openRequests,
  type RequestActor,
  requestEventsOf,
  serviceRequestByNumber,
} from '../store/service-requests';
import { fail, type Failure } from './failure';
import { dmy, istDateTime } from './format';
import { applyChange, approvalNote } from './profile-changes';
import { say, wordPart } from './messages';
import { closeRequest, type Notice, notifyCustomer } from './service-requests';

/**
 * The insurer's back office, as far as the sandbox plays it: the queue of
 * open requests and approval, which applies the request's stored change,
 * closes it and tells the customer by SMS and email. Approval is one generic
 * step for every kind of request (profile-changes.ts holds what each kind
 * does); later steps (in progress, ask for a document, reject) add their own
 * statuses to the same request history.
 */
export const NO_OPEN_REQUEST = 'No open request with this number.';

export function approveRequest(
  db: Db,
  srNumber: string,
  a: { actor: Exclude<RequestActor, 'customer'>; now: number },
): { ok: true; kind: string | null } | Failure {
  return db.transaction((): { ok: true; kind: string | null } | Failure => {
    const request = serviceRequestByNumber(db, srNumber);
    if (!request || FINAL_STATUSES.includes(request.status)) return fail(CODES.NOT_FOUND, NO_OPEN_REQUEST);
    const change = pendingChangeOf(db, srNumber);
    if (change && change.applied_at === null) {
      const refused = applyChange(db, request.customer_id, change.kind, change.payload_json, a.now);
      if (refused) return refused;
      markChangeApplied(db, srNumber, a.now);
    }
    const told: Notice = (language) => ({
      subject: say(language, 'sms.requestApprovedSubject', { sr: srNumber }),
      text: say(language, 'sms.requestApproved', {
        sr: srNumber,
        subject: wordPart(language, request.subject),
        note: change ? approvalNote(change.kind, change.payload_json, language) : '',
      }),
    });
    closeRequest(db, srNumber, { actor: a.actor, note: 'Approved', message: told('en').text, now: a.now });
    notifyCustomer(db, request.customer_id, told, a.now);
    return { ok: true, kind: change?.kind ?? null };
  })();
}

/** The open requests for a back-office screen: who, what, the change it would make and its documents. */
export function backOfficeQueue(db: Db) {
  return openRequests(db).map((r) => ({
    srNumber: r.sr_number,
    subject: r.subject,
    // A complaint is a request the back office settles with a reply (back-office-steps.ts).
    category: complaintByNumber(db, r.sr_number) ? 'COMPLAINT' : r.category,
    status: r.status,
    dueDate: r.due_on === null ? null : dmy(r.due_on),
    documentAsk: r.document_ask,
    description: r.description,
    clientId: r.client_id,
    customerName: r.customer_name,
    policyNo: r.policy_no,
    createdOn: istDateTime(r.created_at),
    kind: r.kind,
    change: r.payload_json === null ? null : (JSON.parse(r.payload_json) as unknown),
    documents: documentsOfRequest(db, r.sr_number).map((d) => ({
      id: d.id,
      label: d.label,
      fileName: d.file_name,
      contentType: d.content_type,
      sizeBytes: d.size_bytes,
    })),
    history: requestEventsOf(db, r.sr_number).map((e) => ({ ...e, at: istDateTime(e.at) })),
  }));
}
