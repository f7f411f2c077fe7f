import { CODES } from '@portal/contracts';
import type { Db } from '../store/db';
import { addMonthsClamped, daysBetween, istToday } from './format';
import type { PolicyRow } from './policy-view';
import { uniqueNumber } from './ids';
import { DUE_SOON_DAYS, frequencyMonths, premiumBreakup, premiumStatusOf } from './premium';
import { notifyPayment } from './receipts';
import type { Failure } from '../handlers/route';

/**
 * Premium payments. An order is one attempt at the gateway for one due date.
 * The rule is one payment per due: while an attempt is PENDING, or once one
 * has succeeded, no other may start. An attempt the payer never submitted
 * (INITIATED) is given up when a new one starts, so an abandoned tab cannot
 * block the customer. Only the premium inside the Pay Now window (overdue,
 * or due within 30 days) is payable. Final states (SUCCESS, FAILED) never change.
 */
export type OrderStatus = 'INITIATED' | 'PENDING' | 'SUCCESS' | 'FAILED';

export interface OrderRow {
  id: number;
  transaction_id: string;
  customer_id: number;
  policy_id: number;
  due_date: string;
  amount_paise: number;
  status: OrderStatus;
  return_url: string;
  created_at: number;
  updated_at: number;
}

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
    if (!breakup) return { ok: false, code: CODES.BAD_REQUEST, message: LEDGER_MESSAGES.noDue };
    // Only a premium inside the Pay Now window may be paid, so a second click or a stale tab after
    // a success cannot quietly pay next period's premium too.
    if (daysBetween(today, breakup.dueDate) > DUE_SOON_DAYS) {
      const paidBefore = db.prepare('SELECT 1 FROM receipts WHERE policy_id = ? LIMIT 1').get(a.policy.id);
      return { ok: false, code: CODES.BAD_REQUEST, message: paidBefore ? LEDGER_MESSAGES.paid : LEDGER_MESSAGES.noDue };
    }
    if (a.amountPaise !== breakup.totalPaise) {
      return { ok: false, code: CODES.BAD_REQUEST, message: LEDGER_MESSAGES.amountChanged };
    }
    const live = db
      .prepare("SELECT status FROM orders WHERE policy_id = ? AND due_date = ? AND status IN ('PENDING', 'SUCCESS')")
      .all(a.policy.id, breakup.dueDate) as Array<{ status: OrderStatus }>;
    if (live.some((o) => o.status === 'SUCCESS')) return { ok: false, code: CODES.BAD_REQUEST, message: LEDGER_MESSAGES.paid };
    if (live.length) return { ok: false, code: CODES.BAD_REQUEST, message: LEDGER_MESSAGES.pending };

    db.prepare("UPDATE orders SET status = 'FAILED', updated_at = ? WHERE policy_id = ? AND due_date = ? AND status = 'INITIATED'")
      .run(a.now, a.policy.id, breakup.dueDate);
    const transactionId = uniqueNumber(db, ['orders', 'transaction_id'], 'TXN', 12);
    const id = db
      .prepare(`INSERT INTO orders (transaction_id, customer_id, policy_id, due_date, amount_paise, status, return_url,
        created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'INITIATED', ?, ?, ?)`)
      .run(transactionId, a.customerId, a.policy.id, breakup.dueDate, a.amountPaise, a.returnUrl, a.now, a.now)
      .lastInsertRowid;
    return { ok: true, order: db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow };
  })();
}

export const findOrder = (db: Db, transactionId: string) =>
  db.prepare('SELECT * FROM orders WHERE transaction_id = ?').get(transactionId) as OrderRow | undefined;

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
    db.prepare('UPDATE orders SET status = ?, updated_at = ? WHERE id = ?').run(a.to, a.now, order.id);
    if (a.to === 'SUCCESS') recordPayment(db, order, a.now);
    return true;
  })();
}

function recordPayment(db: Db, order: OrderRow, now: number): void {
  const today = istToday(now);
  const receiptNo = uniqueNumber(db, ['receipts', 'receipt_no'], 'RCPT', 10);
  db.prepare(`INSERT INTO receipts (receipt_no, policy_id, order_id, transaction_id, amount_paise, receipt_date,
    payment_mode, due_date, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    receiptNo, order.policy_id, order.id, order.transaction_id, order.amount_paise, today, PAYMENT_MODE_ONLINE,
    order.due_date, now,
  );

  const p = db.prepare('SELECT * FROM policies WHERE id = ?').get(order.policy_id) as PolicyRow;
  const months = frequencyMonths(p.payment_frequency);
  // Only the premium the policy is still waiting for moves it on; the ledger allows no other, but stay safe.
  if (months !== null && p.prem_due === order.due_date) {
    const premDue = addMonthsClamped(order.due_date, months);
    const paidToDate = addMonthsClamped(p.paid_to_date ?? order.due_date, months);
    // Paying up a lapsed or discontinued policy to a future date puts it back in force.
    const revived = (p.status_code === 'LA' || p.status_code === 'PD') && paidToDate > today;
    const next: PolicyRow = { ...p, prem_due: premDue, paid_to_date: paidToDate };
    const statusCode = revived ? 'IF' : p.status_code;
    db.prepare(`UPDATE policies SET paid_to_date = ?, prem_due = ?, status_code = ?, premium_status = ?,
      payable_paise = ? WHERE id = ?`).run(
      paidToDate, premDue, statusCode, premiumStatusOf(next, today),
      premiumBreakup(db, next, today)?.totalPaise ?? null, p.id,
    );
    if (revived) db.prepare("UPDATE coverages SET status = 'Active' WHERE policy_id = ? AND status = 'Lapsed'").run(p.id);
  }
  notifyPayment(db, { policyNo: p.policy_no, customerId: order.customer_id, amountPaise: order.amount_paise, receiptNo, now });
}
