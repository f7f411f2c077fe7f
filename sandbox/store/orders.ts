import type { Db } from './db';
import { uniqueNumber } from './ids';

/** orders: one row per attempt at the payment gateway for one premium due. */
export type OrderStatus = 'INITIATED' | 'PENDING' | 'SUCCESS' | 'FAILED';
/** schema v10: what an order pays (README "Policy services") */
export type OrderPurpose = 'PREMIUM' | 'REINSTATEMENT' | 'REDEBIT' | 'LOAN_REPAYMENT' | 'TOP_UP';

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
  /** schema v14: the gateway transaction it is paid in with other policies' premiums; null when alone */
  batch_txn: string | null;
}

/** The transaction id the gateway and the receipt know the order by. */
export const gatewayTxnOf = (o: OrderRow) => o.batch_txn ?? o.transaction_id;

/** The order of a one-premium payment; an order paid with others is reached only through its batch. */
export const findOrder = (db: Db, transactionId: string) =>
  db.prepare('SELECT * FROM orders WHERE transaction_id = ? AND batch_txn IS NULL').get(transactionId) as OrderRow | undefined;

/** The orders one gateway transaction pays: a payment of one premium, or each policy's of a multi-payment. */
export const ordersOfTransaction = (db: Db, transactionId: string): OrderRow[] => {
  const batch = db.prepare('SELECT * FROM orders WHERE batch_txn = ? ORDER BY id').all(transactionId) as OrderRow[];
  if (batch.length) return batch;
  const one = findOrder(db, transactionId);
  return one ? [one] : [];
};

/** A fresh gateway transaction id for several premiums, unused as a batch's and as an order's own. */
export function newBatchTxn(db: Db): string {
  const taken = db.prepare('SELECT 1 FROM orders WHERE batch_txn = ?');
  for (;;) {
    const id = uniqueNumber(db, ['orders', 'transaction_id'], 'TXN', 12);
    if (!taken.get(id)) return id;
  }
}

/** Orders that pay a premium due; a loan repayment or a top-up paid the same day is no premium's. */
const PAYS_A_DUE = "purpose IN ('PREMIUM', 'REINSTATEMENT', 'REDEBIT')";

/** The statuses of the attempts for this due that are under way or done. */
export const liveOrderStatuses = (db: Db, policyId: number, dueDate: string) =>
  (
    db
      .prepare(
        `SELECT status FROM orders WHERE policy_id = ? AND due_date = ? AND ${PAYS_A_DUE} AND status IN ('PENDING', 'SUCCESS')`,
      )
      .all(policyId, dueDate) as Array<{ status: OrderStatus }>
  ).map((o) => o.status);

/** An order for a payment other than a due (a top-up, a loan repayment) at the gateway that has not come back yet. */
export const hasPendingOrder = (db: Db, policyId: number, purpose: 'LOAN_REPAYMENT' | 'TOP_UP') =>
  db.prepare("SELECT 1 FROM orders WHERE policy_id = ? AND purpose = ? AND status = 'PENDING'").get(policyId, purpose) !==
  undefined;

/** Such orders never submitted are given up when a new one starts, so an abandoned tab blocks nothing. */
export const abandonInitiatedOf = (db: Db, policyId: number, purpose: 'LOAN_REPAYMENT' | 'TOP_UP', now: number) =>
  db
    .prepare(
      `UPDATE orders SET status = 'FAILED', updated_at = ?
      WHERE status = 'INITIATED' AND purpose = ? AND policy_id = ? AND batch_txn IS NULL`,
    )
    .run(now, purpose, policyId);

/**
 * Gives up attempts for this due that the payer never submitted; one paid with other premiums is
 * given up with all of them, so a multi-payment is never left half open.
 */
export const abandonInitiated = (db: Db, policyId: number, dueDate: string, now: number) =>
  db
    .prepare(
      `UPDATE orders SET status = 'FAILED', updated_at = ? WHERE status = 'INITIATED' AND ${PAYS_A_DUE} AND (
        (policy_id = ? AND due_date = ?) OR batch_txn IN (
          SELECT batch_txn FROM orders WHERE policy_id = ? AND due_date = ? AND status = 'INITIATED' AND batch_txn IS NOT NULL))`,
    )
    .run(now, policyId, dueDate, policyId, dueDate);

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
    batchTxn?: string;
  },
): OrderRow {
  const transactionId = uniqueNumber(db, ['orders', 'transaction_id'], 'TXN', 12);
  const id = db
    .prepare(
      `INSERT INTO orders (transaction_id, customer_id, policy_id, due_date, amount_paise, status, return_url,
      created_at, updated_at, purpose, premiums, batch_txn) VALUES (?, ?, ?, ?, ?, 'INITIATED', ?, ?, ?, ?, ?, ?)`,
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
      a.batchTxn ?? null,
    ).lastInsertRowid;
  return db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow;
}

export const setOrderStatus = (db: Db, id: number, status: OrderStatus, now: number) =>
  db.prepare('UPDATE orders SET status = ?, updated_at = ? WHERE id = ?').run(status, now, id);
