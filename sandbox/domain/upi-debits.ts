import { istInstant, istToday } from '../store/calendar';
import type { Db } from '../store/db';
import { insertMandateDebit, type RegisteredMandate } from '../store/enach';
import { insertOrder, liveOrderStatuses } from '../store/orders';
import { policyById } from '../store/policies';
import { hasDebitFor, insertNotice, liveUpiMandates, noticeFor } from '../store/upi';
import { dmy, inr } from './format';
import { settleOrder } from './ledger';
import { nextDebitDate } from './mandate-servicing';
import { say, wordPart } from './messages';
import { premiumBreakup } from './premium';
import { notifyCustomer } from './service-requests';
import { askDebitApproval } from './upi-debit-approval';

/**
 * UPI AutoPay's debits on the core's clock (issue 27 §3), through the same records as an e-NACH
 * debit: each one a mandate_debits row, a successful one an order of purpose REDEBIT settled on
 * the premium ledger with its receipt. RBI's e-mandate framework: a pre-debit notification at
 * least 24 hours before the debit, and recurring debits for insurance premiums up to ₹1,00,000
 * without a further authentication; a debit above that waits for the customer's approval.
 * The sandbox has no scheduler: a tester (POST /__sandbox/mandates/run-debits) runs it.
 */
export const PRE_DEBIT_NOTICE_MS = 24 * 3_600_000;
/** Notices go out from this long before the due day starts, so the 24 hours are always met on time. */
export const NOTICE_LEAD_MS = 48 * 3_600_000;
/** RBI: the most a recurring insurance-premium debit may take without the customer's approval. */
export const AFA_FREE_LIMIT_PAISE = 100_000 * 100;
export const MERCHANT_NAME = 'Life Insurance Premium';

export const UPI_DEBIT_REASONS = {
  aboveMaximum: "Above the mandate's maximum amount",
  needsApproval: 'Awaiting your approval in your UPI app',
} as const;

/** When the notice for a debit due on `dueDate` may go out. */
export const noticeFrom = (dueDate: string) => istInstant(dueDate, 0, 0, 0) - NOTICE_LEAD_MS;

/** The earliest a debit may be presented: its due day, and never within 24 hours of its notice. */
export const earliestDebitAt = (dueDate: string, notifiedAt: number) =>
  Math.max(istInstant(dueDate, 0, 0, 0), notifiedAt + PRE_DEBIT_NOTICE_MS);

export type UpiDebitRule = 'OK' | 'ABOVE_MAXIMUM' | 'NEEDS_APPROVAL';

/** Whether a debit may be presented as it is: within the mandate, and within RBI's limit without approval. */
export function upiDebitRule(amountPaise: number, maxPaise: number): UpiDebitRule {
  if (amountPaise > maxPaise) return 'ABOVE_MAXIMUM';
  return amountPaise > AFA_FREE_LIMIT_PAISE ? 'NEEDS_APPROVAL' : 'OK';
}

export interface DebitRun {
  notified: number;
  debited: number;
  refused: number;
}

type Mandate = RegisteredMandate;

function sendNotice(db: Db, m: Mandate, dueDate: string, amountPaise: number, now: number): void {
  const notice = insertNotice(db, { mandateId: m.id, dueDate, amountPaise, now });
  notifyCustomer(
    db,
    m.customer_id,
    (language) => ({
      subject: say(language, 'upi.noticeSubject', { policyNo: m.policy_no }),
      text: say(language, 'upi.notice', {
        amount: inr(amountPaise),
        date: dmy(dueDate),
        merchant: MERCHANT_NAME,
        reference: notice.reference,
        policyNo: m.policy_no,
        umn: m.umrn,
      }),
    }),
    now,
  );
}

function present(db: Db, m: Mandate, due: { dueDate: string; amountPaise: number }, now: number, publicUrl: string): boolean {
  const { dueDate, amountPaise } = due;
  const rule = upiDebitRule(amountPaise, m.amount_paise);
  if (rule === 'NEEDS_APPROVAL') {
    const reason = UPI_DEBIT_REASONS.needsApproval;
    askDebitApproval(db, { mandate: m, dueDate, amountPaise, reason, publicUrl, now });
    return false;
  }
  if (rule === 'ABOVE_MAXIMUM') {
    const reason = UPI_DEBIT_REASONS.aboveMaximum;
    insertMandateDebit(db, { mandateId: m.id, dueDate, amountPaise, status: 'FAILED', reason, transactionId: null, at: now });
    notifyCustomer(
      db,
      m.customer_id,
      (language) => ({
        subject: say(language, 'sms.debitFailedSubject', { policyNo: m.policy_no }),
        text: say(language, 'sms.debitFailed', {
          amount: inr(amountPaise),
          policyNo: m.policy_no,
          date: dmy(dueDate),
          reason: wordPart(language, reason),
        }),
      }),
      now,
    );
    return false;
  }
  // A premium already paid (or being paid) another way is not taken twice.
  if (liveOrderStatuses(db, m.policy_id, dueDate).length) return false;
  const order = insertOrder(db, {
    customerId: m.customer_id,
    policyId: m.policy_id,
    dueDate,
    amountPaise,
    returnUrl: '',
    now,
    purpose: 'REDEBIT',
  });
  settleOrder(db, { transactionId: order.transaction_id, to: 'SUCCESS', from: ['INITIATED'], now });
  insertMandateDebit(db, {
    mandateId: m.id,
    dueDate,
    amountPaise,
    status: 'SUCCESS',
    reason: null,
    transactionId: order.transaction_id,
    at: now,
  });
  notifyCustomer(
    db,
    m.customer_id,
    (language) => ({
      subject: say(language, 'upi.debitedSubject', { policyNo: m.policy_no }),
      text: say(language, 'upi.debited', { amount: inr(amountPaise), policyNo: m.policy_no, umn: m.umrn }),
    }),
    now,
  );
  return true;
}

/**
 * One pass of the UPI debit run at `now`: notices that are due, then debits whose notice is old
 * enough. `publicUrl` is the core's own address, for the UPI app's approval link.
 */
export function runUpiDebits(db: Db, now: number, publicUrl: string): DebitRun {
  const run: DebitRun = { notified: 0, debited: 0, refused: 0 };
  const today = istToday(now);
  for (const m of liveUpiMandates(db)) {
    db.transaction(() => {
      const p = policyById(db, m.policy_id);
      const due = nextDebitDate(m, p);
      if (!due || (m.valid_until !== null && due > m.valid_until) || hasDebitFor(db, m.id, due)) return;
      const amountPaise = premiumBreakup(db, p, today)?.totalPaise ?? p.modal_premium_paise;
      const notice = noticeFor(db, m.id, due);
      if (!notice) {
        if (now < noticeFrom(due)) return;
        sendNotice(db, m, due, amountPaise, now);
        run.notified += 1;
        return;
      }
      if (now < earliestDebitAt(due, notice.notified_at)) return;
      if (present(db, m, { dueDate: due, amountPaise: notice.amount_paise }, now, publicUrl)) run.debited += 1;
      else run.refused += 1;
    })();
  }
  return run;
}
