import type { Db } from '../store/db';
import { inr } from './format';
import { sendEmail, sendSms } from './outbox';

/** Premium receipts: reading them back, and telling the customer about a new one. */
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

export interface Contact {
  name: string;
  mobile: string;
  email: string | null;
}

export function contactOf(db: Db, customerId: number): Contact {
  const c = db.prepare('SELECT first_name, surname, mobile, email FROM customers WHERE id = ?').get(customerId) as {
    first_name: string;
    surname: string;
    mobile: string;
    email: string | null;
  };
  return { name: `${c.first_name} ${c.surname}`, mobile: c.mobile, email: c.email };
}

/** Newest first by receipt date, then receipt number, as the history shows them. */
export const receiptsOf = (db: Db, policyId: number) =>
  db
    .prepare('SELECT * FROM receipts WHERE policy_id = ? ORDER BY receipt_date DESC, receipt_no DESC')
    .all(policyId) as ReceiptRow[];

/** The receipt of a successful payment on this policy, or undefined. */
export const receiptForTransaction = (db: Db, policyId: number, transactionId: string) =>
  db.prepare('SELECT * FROM receipts WHERE policy_id = ? AND transaction_id = ?').get(policyId, transactionId) as
    | ReceiptRow
    | undefined;

export const receiptForOrder = (db: Db, orderId: number) =>
  db.prepare('SELECT * FROM receipts WHERE order_id = ?').get(orderId) as ReceiptRow | undefined;

export function notifyPayment(
  db: Db,
  a: { policyNo: string; customerId: number; amountPaise: number; receiptNo: string; now: number },
): void {
  const to = contactOf(db, a.customerId);
  const text = `We have received your premium of ₹${inr(a.amountPaise)} for policy ${a.policyNo}. Receipt no. ${a.receiptNo}.`;
  sendSms(db, to.mobile, text, a.now);
  if (to.email) sendEmail(db, to.email, `Premium received for policy ${a.policyNo}`, text, a.now);
}
