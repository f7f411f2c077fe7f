import type { serviceRequests } from '@portal/contracts';
import type { Language } from '@portal/contracts/language';
import { daysBetween, istToday } from '../store/calendar';
import type { Db } from '../store/db';
import { complaintsOf } from '../store/complaints';
import { registeredMandatesOf } from '../store/enach';
import { FINAL_STATUSES, requestEventsOf, serviceRequestsOf } from '../store/service-requests';
import { complaintLine } from './complaints';
import { dmy, istDateTime } from './format';
import { wordPart } from './messages';
import { mandateStatus } from './mandate-servicing';

/**
 * The customer's one tracker (issue 9 §4): every request, query and claim,
 * and every auto-pay mandate once registered (Active, Paused or Cancelled), newest first. Each open request
 * says how many days are left to its promised day (negative when late), so
 * the customer never has to call to ask where things stand.
 */
type Entry = serviceRequests.TrackedRequest;
export const MANDATE_SUBJECT = 'Auto Pay Registration';
/** issue 27 §3: a UPI AutoPay mandate is listed as its own kind of registration. */
export const UPI_MANDATE_SUBJECT = 'UPI AutoPay Registration';

export function trackerOf(db: Db, customerId: number, now: number, language: Language): Entry[] {
  const today = istToday(now);
  const complaints = complaintsOf(db, customerId);
  const requests = serviceRequestsOf(db, customerId).map((r): [number, Entry] => {
    const isOpen = !FINAL_STATUSES.includes(r.status);
    const due = r.due_on as string;
    const complaint = complaints.get(r.sr_number);
    return [
      r.created_at,
      {
        srNumber: r.sr_number,
        srSubject: r.subject,
        srTitle: wordPart(language, r.subject),
        srPolicyNo: r.policy_no,
        srStatus: r.status,
        createdOn: istDateTime(r.created_at),
        category: complaint ? 'COMPLAINT' : r.category,
        queryType: r.query_type,
        raisedOn: dmy(istToday(r.created_at)),
        dueDate: dmy(due),
        daysLeft: isOpen ? daysBetween(today, due) : null,
        isOpen,
        documentAsk: r.document_ask,
        timeline: requestEventsOf(db, r.sr_number).map((e) => ({ status: e.status, at: istDateTime(e.at), message: e.message })),
        complaint: complaint ? complaintLine(db, complaint, r, now) : null,
      },
    ];
  });
  // A mandate is dated by its registration; its status says whether it is paused or cancelled since.
  const mandates = registeredMandatesOf(db, customerId).map((m): [number, Entry] => {
    const status = mandateStatus(m, today);
    const timeline = [{ status: 'Active', at: istDateTime(m.created_at), message: `Acknowledgement number ${m.ack_no}` }];
    // A pause is the mandate's last change while it lasts (a cancellation would come after it).
    if (status === 'Paused' && m.paused_until !== null) {
      const resumes = `Debits resume on ${dmy(m.paused_until)}.`;
      timeline.push({
        status: 'Paused',
        at: istDateTime(m.updated_at),
        message: `Paused for ${m.paused_debits} debit${m.paused_debits === 1 ? '' : 's'}. ${resumes}`,
      });
    }
    if (m.cancelled_at !== null) timeline.push({ status: 'Cancelled', at: istDateTime(m.cancelled_at), message: '' });
    return [
      m.created_at,
      {
        srNumber: m.umrn,
        srSubject: m.kind === 'UPI' ? UPI_MANDATE_SUBJECT : MANDATE_SUBJECT,
        srTitle: wordPart(language, m.kind === 'UPI' ? UPI_MANDATE_SUBJECT : MANDATE_SUBJECT),
        srPolicyNo: m.policy_no,
        srStatus: status,
        createdOn: istDateTime(m.created_at),
        category: 'MANDATE',
        queryType: null,
        raisedOn: dmy(istToday(m.created_at)),
        dueDate: null,
        daysLeft: null,
        isOpen: false,
        documentAsk: null,
        timeline,
        complaint: null,
      },
    ];
  });
  // Stable: a request and a mandate of the same instant keep the requests' own order first.
  return [...requests, ...mandates].sort((a, b) => b[0] - a[0]).map(([, e]) => e);
}
