import type { serviceRequests } from '@portal/contracts';
import { daysBetween, istToday } from '../store/calendar';
import type { Db } from '../store/db';
import { registeredMandatesOf } from '../store/enach';
import { FINAL_STATUSES, requestEventsOf, serviceRequestsOf } from '../store/service-requests';
import { dmy, istDateTime } from './format';

/**
 * The customer's one tracker (issue 9 §4): every request, query and claim,
 * and every auto-pay mandate once registered, newest first. Each open request
 * says how many days are left to its promised day (negative when late), so
 * the customer never has to call to ask where things stand.
 */
type Entry = serviceRequests.TrackedRequest;
export const MANDATE_SUBJECT = 'Auto Pay Registration';

export function trackerOf(db: Db, customerId: number, now: number): Entry[] {
  const today = istToday(now);
  const requests = serviceRequestsOf(db, customerId).map((r): [number, Entry] => {
    const isOpen = !FINAL_STATUSES.includes(r.status);
    const due = r.due_on as string;
    return [r.created_at, {
      srNumber: r.sr_number,
      srSubject: r.subject,
      srPolicyNo: r.policy_no,
      srStatus: r.status,
      createdOn: istDateTime(r.created_at),
      category: r.category,
      queryType: r.query_type,
      raisedOn: dmy(istToday(r.created_at)),
      dueDate: dmy(due),
      daysLeft: isOpen ? daysBetween(today, due) : null,
      isOpen,
      documentAsk: r.document_ask,
      timeline: requestEventsOf(db, r.sr_number).map((e) => ({ status: e.status, at: istDateTime(e.at), message: e.message })),
    }];
  });
  const mandates = registeredMandatesOf(db, customerId).map((m): [number, Entry] => [m.updated_at, {
    srNumber: m.umrn,
    srSubject: MANDATE_SUBJECT,
    srPolicyNo: m.policy_no,
    srStatus: 'Active',
    createdOn: istDateTime(m.updated_at),
    category: 'MANDATE',
    queryType: null,
    raisedOn: dmy(istToday(m.updated_at)),
    dueDate: null,
    daysLeft: null,
    isOpen: false,
    documentAsk: null,
    timeline: [{ status: 'Active', at: istDateTime(m.updated_at), message: `Acknowledgement number ${m.ack_no}` }],
  }]);
  // Stable: a request and a mandate of the same instant keep the requests' own order first.
  return [...requests, ...mandates].sort((a, b) => b[0] - a[0]).map(([, e]) => e);
}
