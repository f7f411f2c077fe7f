import { CODES } from '@portal/contracts';
import { addMonthsClamped, istToday } from '../store/calendar';
import type { Db } from '../store/db';
import {
  abandonInitiated,
  gatewayTxnOf,
  insertOrder,
  liveOrderStatuses,
  type OrderPurpose,
  type OrderRow,
  ordersOfTransaction,
  type OrderStatus,
  setOrderStatus,
} from '../store/orders';
import { advancePolicy, policyById, type PolicyRow, reviveCoverages } from '../store/policies';
import { insertReceipt, premiumsReceivedPaise, type ReceiptRow, receiptsOf } from '../store/receipts';
import { fail, type Failure } from './failure';
import { dmy } from './format';
import { orderParts, supplyStateOf } from './ledger-parts';
import { DUE_MESSAGES, type PremiumQuote, premiumQuote } from './premium-due';
import { frequencyMonths, premiumBreakup, premiumStatusOf } from './premium';
import { notifyPayment } from './receipts';
import { recordLoanRepayment } from './loan-repayment';
import { recordTopUp } from './ulip-top-up';

/**
 * The premium ledger: every premium a policy has received (the seeded history of branch, cheque
 * and auto-pay payments, and every payment since), one receipt each. The payment history, the
 * premium paid certificate, the receipts and the surrender quote's premiums paid all read it.
 *
 * Premium payments. An order is one attempt at the gateway for one due date.
 * The rule is one payment per due: while an attempt is PENDING, or once one
 * has succeeded, no other may start. An attempt the payer never submitted
 * (INITIATED) is given up when a new one starts, so an abandoned tab cannot
 * block the customer. What may be paid is premiumQuote's (premium-due.ts): a
 * premium due, a revival, or an advance asked for by its due date. Final states
 * (SUCCESS, FAILED) never change.
 */
export const LEDGER_MESSAGES = {
  noDue: DUE_MESSAGES.noDue,
  amountChanged: 'The premium amount has changed. Please review it and pay again.',
  pending: 'A payment for this premium is already being processed. Please wait for it to complete.',
  paid: 'This premium has already been paid.',
} as const;
/** An advance the policy's auto-pay would debit: paid only once the customer says so. */
export const autoPayScheduledMessage = (debitDate: string) =>
  `Auto pay will debit this premium on ${dmy(debitDate)}. Please confirm that you want to pay it now instead.`;

export const PAYMENT_MODE_ONLINE = 'Online';

export interface OpenOrderArgs {
  customerId: number;
  policy: PolicyRow;
  amountPaise: number;
  returnUrl: string;
  now: number;
  /** the due date the customer was shown; an advance is paid only when asked for by it */
  dueDate?: string | undefined;
  /** the customer's yes to paying now a premium their auto-pay would debit */
  autoPayConfirmed?: boolean | undefined;
  advanceMonths?: number | undefined;
  /** Pay & Reinstate: only a revival may be paid */
  revivalOnly?: boolean;
}

/**
 * One order for what premiumQuote says can be paid now (a due premium, a revival, an advance),
 * at its amount, for the due date the customer saw: a second click or a stale tab after a success
 * cannot quietly pay the next premium too.
 */
export function openOrder(db: Db, a: OpenOrderArgs): { ok: true; order: OrderRow } | Failure {
  return db.transaction((): { ok: true; order: OrderRow } | Failure => {
    const q = premiumQuote(db, a.policy, istToday(a.now), { advanceMonths: a.advanceMonths });
    const refused = refusalOf(db, a.policy, q, a);
    const dueDate = q.dueDate;
    if (refused || !dueDate) return refused ?? fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.noDue);
    abandonInitiated(db, a.policy.id, dueDate, a.now);
    const order = insertOrder(db, {
      customerId: a.customerId,
      policyId: a.policy.id,
      dueDate,
      amountPaise: a.amountPaise,
      returnUrl: a.returnUrl,
      now: a.now,
      purpose: q.kind === 'REVIVAL' ? 'REINSTATEMENT' : 'PREMIUM',
      premiums: q.instalments,
    });
    return { ok: true, order };
  })();
}

/**
 * Why the premium cannot be paid as asked, or null when it can: the one rule behind a payment of
 * one premium and each premium of a multi-payment (multi-payment.ts).
 */
export function refusalOf(
  db: Db,
  policy: PolicyRow,
  q: PremiumQuote,
  a: Pick<OpenOrderArgs, 'amountPaise' | 'dueDate' | 'autoPayConfirmed' | 'revivalOnly'>,
): Failure | null {
  const current = q.dueDate ?? q.nextDueDate;
  // Asked for a premium the policy has moved past: it was paid (a second click, a stale tab).
  if (a.dueDate && current && a.dueDate < current) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.paid);
  if (a.revivalOnly && q.kind !== 'REVIVAL')
    return fail(CODES.BAD_REQUEST, q.message ?? 'Only a lapsed policy can be reinstated.');
  if (!q.payable || !q.dueDate) return fail(CODES.BAD_REQUEST, q.message ?? LEDGER_MESSAGES.noDue);
  if (a.dueDate && a.dueDate !== q.dueDate) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.amountChanged);
  // An advance is paid only when asked for by its due date, never by a bare Pay Now.
  if (q.kind === 'ADVANCE' && !a.dueDate) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.noDue);
  if (q.autoPayDebitDate && !a.autoPayConfirmed) return fail(CODES.BAD_REQUEST, autoPayScheduledMessage(q.autoPayDebitDate));
  if (a.amountPaise !== q.totalPaise) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.amountChanged);
  const live = liveOrderStatuses(db, policy.id, q.dueDate);
  if (live.includes('SUCCESS')) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.paid);
  if (live.length) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.pending);
  return null;
}

/**
 * Moves a gateway transaction's orders (one, or each policy's of a multi-payment) from one of
 * `from` to `to`, all or none; false when any is not in one of those states (already settled), in
 * which case nothing changes, so a replayed confirmation pays nothing twice. A success writes each
 * policy's receipt and advances each policy in the same database transaction.
 */
export function settleOrder(
  db: Db,
  a: { transactionId: string; to: Exclude<OrderStatus, 'INITIATED'>; from: readonly OrderStatus[]; now: number },
): boolean {
  return db.transaction(() => {
    const orders = ordersOfTransaction(db, a.transactionId);
    if (!orders.length || orders.some((o) => !a.from.includes(o.status))) return false;
    for (const order of orders) {
      setOrderStatus(db, order.id, a.to, a.now);
      if (a.to === 'SUCCESS') recordPayment(db, order, a.now);
    }
    return true;
  })();
}

/** How the receipt names the payment: a re-presented auto-pay debit is still an auto debit. */
const MODES: Record<OrderPurpose, string> = {
  PREMIUM: PAYMENT_MODE_ONLINE,
  REINSTATEMENT: PAYMENT_MODE_ONLINE,
  REDEBIT: 'e-NACH Auto Debit',
  LOAN_REPAYMENT: PAYMENT_MODE_ONLINE,
  TOP_UP: PAYMENT_MODE_ONLINE,
};

function recordPayment(db: Db, order: OrderRow, now: number): void {
  if (order.purpose === 'TOP_UP') return recordTopUp(db, order, now);
  if (order.purpose === 'LOAN_REPAYMENT') return recordLoanRepayment(db, order, now);
  const today = istToday(now);
  const p = policyById(db, order.policy_id);
  const receiptNo = insertReceipt(db, {
    policyId: order.policy_id,
    orderId: order.id,
    transactionId: gatewayTxnOf(order),
    parts: orderParts(db, order, p),
    supplyState: supplyStateOf(db, order.customer_id),
    receiptDate: today,
    paymentMode: MODES[order.purpose],
    dueDate: order.due_date,
    now,
  });

  const months = frequencyMonths(p.payment_frequency);
  // Only the premium the policy is still waiting for moves it on; the ledger allows no other, but stay safe.
  // A reinstatement pays every overdue instalment at once (order.premiums of them).
  if (months !== null && p.prem_due === order.due_date) {
    const premDue = addMonthsClamped(order.due_date, months * order.premiums);
    const paidToDate = addMonthsClamped(p.paid_to_date ?? order.due_date, months * order.premiums);
    // Paying up a lapsed or discontinued policy to a future date puts it back in force.
    const revived = (p.status_code === 'LA' || p.status_code === 'PD') && paidToDate > today;
    const next: PolicyRow = { ...p, prem_due: premDue, paid_to_date: paidToDate };
    advancePolicy(db, p.id, {
      paidToDate,
      premDue,
      statusCode: revived ? 'IF' : p.status_code,
      premiumStatus: premiumStatusOf(next, today),
      payablePaise: premiumBreakup(db, next, today)?.totalPaise ?? null,
    });
    if (revived) reviveCoverages(db, p.id);
  }
  notifyPayment(db, {
    policyNo: p.policy_no,
    customerId: order.customer_id,
    amountPaise: order.amount_paise,
    receiptNo,
    now,
    reinstated: order.purpose === 'REINSTATEMENT',
  });
}

/** Indian financial years run 1 April to 31 March and are named by their start year: 2025 is 2025-26. */
export const financialYearOf = (isoDay: string) => Number(isoDay.slice(0, 4)) - (isoDay.slice(5, 7) < '04' ? 1 : 0);

/** The premiums received in financial year `fy`, by receipt date, oldest first. */
export const premiumsInFinancialYear = (db: Db, policyId: number, fy: number): ReceiptRow[] =>
  receiptsOf(db, policyId)
    .filter((r) => financialYearOf(r.receipt_date) === fy)
    .reverse();

/** Premiums paid so far, GST and charges left out: what the surrender quote counts. */
export const premiumsPaidPaise = (db: Db, policyId: number) => premiumsReceivedPaise(db, policyId);
