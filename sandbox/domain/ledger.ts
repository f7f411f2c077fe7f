import { CODES } from '@portal/contracts';
import { addMonthsClamped, daysBetween, istToday } from '../store/calendar';
import type { Db } from '../store/db';
import {
  abandonInitiated,
  findOrder,
  insertOrder,
  liveOrderStatuses,
  type OrderRow,
  type OrderStatus,
  setOrderStatus,
} from '../store/orders';
import { advancePolicy, policyById, type PolicyRow, reviveCoverages } from '../store/policies';
import { hasReceipts, insertReceipt, premiumsReceivedPaise, type ReceiptRow, receiptsOf } from '../store/receipts';
import { fail, type Failure } from './failure';
import { orderParts, supplyStateOf } from './ledger-parts';
import { DUE_SOON_DAYS, frequencyMonths, premiumBreakup, premiumStatusOf } from './premium';
import { notifyPayment } from './receipts';

/**
 * The premium ledger: every premium a policy has received (the seeded history of branch, cheque
 * and auto-pay payments, and every payment since), one receipt each. The payment history, the
 * premium paid certificate, the receipts and the surrender quote's premiums paid all read it.
 *
 * Premium payments. An order is one attempt at the gateway for one due date.
 * The rule is one payment per due: while an attempt is PENDING, or once one
 * has succeeded, no other may start. An attempt the payer never submitted
 * (INITIATED) is given up when a new one starts, so an abandoned tab cannot
 * block the customer. Only the premium inside the Pay Now window (overdue,
 * or due within 30 days) is payable. Final states (SUCCESS, FAILED) never change.
 */
export const LEDGER_MESSAGES = {
  noDue: 'No premium is due on this policy.',
  amountChanged: 'The premium amount has changed. Please review it and pay again.',
  pending: 'A payment for this premium is already being processed. Please wait for it to complete.',
  paid: 'This premium has already been paid.',
} as const;

export const PAYMENT_MODE_ONLINE = 'Online';

export function openOrder(
  db: Db,
  a: { customerId: number; policy: PolicyRow; amountPaise: number; returnUrl: string; now: number },
): { ok: true; order: OrderRow } | Failure {
  return db.transaction((): { ok: true; order: OrderRow } | Failure => {
    const today = istToday(a.now);
    const breakup = premiumBreakup(db, a.policy, today);
    if (!breakup) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.noDue);
    // Only a premium inside the Pay Now window may be paid, so a second click or a stale tab after
    // a success cannot quietly pay next period's premium too.
    if (daysBetween(today, breakup.dueDate) > DUE_SOON_DAYS) {
      return fail(CODES.BAD_REQUEST, hasReceipts(db, a.policy.id) ? LEDGER_MESSAGES.paid : LEDGER_MESSAGES.noDue);
    }
    if (a.amountPaise !== breakup.totalPaise) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.amountChanged);
    const live = liveOrderStatuses(db, a.policy.id, breakup.dueDate);
    if (live.includes('SUCCESS')) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.paid);
    if (live.length) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.pending);

    abandonInitiated(db, a.policy.id, breakup.dueDate, a.now);
    const order = insertOrder(db, {
      customerId: a.customerId,
      policyId: a.policy.id,
      dueDate: breakup.dueDate,
      amountPaise: a.amountPaise,
      returnUrl: a.returnUrl,
      now: a.now,
    });
    return { ok: true, order };
  })();
}

/**
 * Moves an order from one of `from` to `to`; false when it is not in one of
 * those states (already settled), in which case nothing changes. A success
 * writes the receipt and advances the policy in the same transaction.
 */
export function settleOrder(
  db: Db,
  a: { transactionId: string; to: Exclude<OrderStatus, 'INITIATED'>; from: readonly OrderStatus[]; now: number },
): boolean {
  return db.transaction(() => {
    const order = findOrder(db, a.transactionId);
    if (!order || !a.from.includes(order.status)) return false;
    setOrderStatus(db, order.id, a.to, a.now);
    if (a.to === 'SUCCESS') recordPayment(db, order, a.now);
    return true;
  })();
}

/** How the receipt names the payment: a re-presented auto-pay debit is still an auto debit. */
const MODES = { PREMIUM: PAYMENT_MODE_ONLINE, REINSTATEMENT: PAYMENT_MODE_ONLINE, REDEBIT: 'e-NACH Auto Debit' } as const;

function recordPayment(db: Db, order: OrderRow, now: number): void {
  const today = istToday(now);
  const p = policyById(db, order.policy_id);
  const receiptNo = insertReceipt(db, {
    policyId: order.policy_id,
    orderId: order.id,
    transactionId: order.transaction_id,
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
