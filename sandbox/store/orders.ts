import type { Db } from './db';
import { uniqueNumber } from './ids';

/** orders: one row per attempt at the payment gateway for one premium due. */
export type OrderStatus = 'INITIATED' | 'PENDING' | 'SUCCESS' | 'FAILED';
/** schema v10: what an order pays (README "Policy services") */
export type OrderPurpose = 'PREMIUM' | 'REINSTATEMENT' | 'REDEBIT';

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
  purpose: OrderPurpose;
  /** instalments it pays, from due_date on */
  premiums: number;
}

export const findOrder = (db: Db, transactionId: string) =>
  db.prepare('SELECT * FROM orders WHERE transaction_id = ?').get(transactionId) as OrderRow | undefined;

/** The statuses of the attempts for this due that are under way or done. */
export const liveOrderStatuses = (db: Db, policyId: number, dueDate: string) =>
  (
    db
      .prepare("SELECT status FROM orders WHERE policy_id = ? AND due_date = ? AND status IN ('PENDING', 'SUCCESS')")
      .all(policyId, dueDate) as Array<{ status: OrderStatus }>
  ).map((o) => o.status);

/** Gives up attempts for this due that the payer never submitted. */
export const abandonInitiated = (db: Db, policyId: number, dueDate: string, now: number) =>
  db
    .prepare("UPDATE orders SET status = 'FAILED', updated_at = ? WHERE policy_id = ? AND due_date = ? AND status = 'INITIATED'")
    .run(now, policyId, dueDate);

/** A new INITIATED order with a fresh `TXN` + 12 random digits transaction id. */
export function insertOrder(
  db: Db,
  a: {
    customerId: number;
    policyId: number;
    dueDate: string;
    amountPaise: number;
    returnUrl: string;
    now: number;
    purpose?: OrderPurpose;
    premiums?: number;
  },
): OrderRow {
  const transactionId = uniqueNumber(db, ['orders', 'transaction_id'], 'TXN', 12);
  const id = db
    .prepare(
      `INSERT INTO orders (transaction_id, customer_id, policy_id, due_date, amount_paise, status, return_url,
      created_at, updated_at, purpose, premiums) VALUES (?, ?, ?, ?, ?, 'INITIATED', ?, ?, ?, ?, ?)`,
    )
    .run(
      transactionId,
      a.customerId,
      a.policyId,
      a.dueDate,
      a.amountPaise,
      a.returnUrl,
      a.now,
      a.now,
      a.purpose ?? 'PREMIUM',
      a.premiums ?? 1,
    ).lastInsertRowid;
  return db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow;
}

export const setOrderStatus = (db: Db, id: number, status: OrderStatus, now: number) =>
  db.prepare('UPDATE orders SET status = ?, updated_at = ? WHERE id = ?').run(status, now, id);
