import type { Db } from './db';
import { uniqueNumber } from './ids';

/** receipts: premiums received, through the portal (order_id set) or before it. */
export interface ReceiptRow {
  id: number;
  receipt_no: string;
  policy_id: number;
  order_id: number | null;
  transaction_id: string;
  amount_paise: number;
  receipt_date: string;
  payment_mode: string;
  due_date: string | null;
  created_at: number;
}

/** Writes a receipt numbered `RCPT` + 10 random digits and returns that number. */
export function insertReceipt(
  db: Db,
  a: {
    policyId: number;
    orderId: number | null;
    transactionId: string;
    amountPaise: number;
    receiptDate: string;
    paymentMode: string;
    dueDate: string | null;
    now: number;
  },
): string {
  const receiptNo = uniqueNumber(db, ['receipts', 'receipt_no'], 'RCPT', 10);
  db.prepare(
    `INSERT INTO receipts (receipt_no, policy_id, order_id, transaction_id, amount_paise, receipt_date,
    payment_mode, due_date, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(receiptNo, a.policyId, a.orderId, a.transactionId, a.amountPaise, a.receiptDate, a.paymentMode, a.dueDate, a.now);
  return receiptNo;
}

/** Newest first by receipt date, then receipt number, as the history shows them. */
export const receiptsOf = (db: Db, policyId: number) =>
  db
    .prepare('SELECT * FROM receipts WHERE policy_id = ? ORDER BY receipt_date DESC, receipt_no DESC')
    .all(policyId) as ReceiptRow[];

export const hasReceipts = (db: Db, policyId: number) =>
  db.prepare('SELECT 1 FROM receipts WHERE policy_id = ? LIMIT 1').get(policyId) !== undefined;

/** The receipt of a successful payment on this policy, or undefined. */
export const receiptForTransaction = (db: Db, policyId: number, transactionId: string) =>
  db.prepare('SELECT * FROM receipts WHERE policy_id = ? AND transaction_id = ?').get(policyId, transactionId) as
    ReceiptRow | undefined;

export const receiptForOrder = (db: Db, orderId: number) =>
  db.prepare('SELECT * FROM receipts WHERE order_id = ?').get(orderId) as ReceiptRow | undefined;
