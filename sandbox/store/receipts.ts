import type { Db } from './db';
import { uniqueNumber } from './ids';

/**
 * What a premium received is made of (schema v12): the premium itself (GST's taxable value), the
 * GST on it at `gstBp`, and charges that are not taxed (late fee, revival interest and fees).
 */
export interface ReceiptParts {
  premiumPaise: number;
  gstPaise: number;
  gstBp: number;
  chargesPaise: number;
}

/** receipts: the premium ledger, every premium received, through the portal (order_id set) or before it. */
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
  premium_paise: number;
  gst_paise: number;
  gst_bp: number;
  charges_paise: number;
  /** GST's place of supply: the customer's state when paid, null when not known */
  supply_state: string | null;
  /** schema v23: a premium, or a loan repayment the premium ledger leaves out */
  purpose: ReceiptPurpose;
}
export type ReceiptPurpose = 'PREMIUM' | 'LOAN_REPAYMENT';

/** Writes a receipt numbered `RCPT` + 10 random digits and returns that number; the amount is the parts' sum. */
export function insertReceipt(
  db: Db,
  a: {
    policyId: number;
    orderId: number | null;
    transactionId: string;
    parts: ReceiptParts;
    supplyState: string | null;
    receiptDate: string;
    paymentMode: string;
    dueDate: string | null;
    now: number;
    purpose?: ReceiptPurpose;
  },
): string {
  const receiptNo = uniqueNumber(db, ['receipts', 'receipt_no'], 'RCPT', 10);
  const { premiumPaise, gstPaise, gstBp, chargesPaise } = a.parts;
  db.prepare(
    `INSERT INTO receipts (receipt_no, policy_id, order_id, transaction_id, amount_paise, receipt_date,
    payment_mode, due_date, created_at, premium_paise, gst_paise, gst_bp, charges_paise, supply_state, purpose)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    receiptNo,
    a.policyId,
    a.orderId,
    a.transactionId,
    premiumPaise + gstPaise + chargesPaise,
    a.receiptDate,
    a.paymentMode,
    a.dueDate,
    a.now,
    premiumPaise,
    gstPaise,
    gstBp,
    chargesPaise,
    a.supplyState,
    a.purpose ?? 'PREMIUM',
  );
  return receiptNo;
}

/** The premiums received, newest first by receipt date, then receipt number, as the history shows them. */
export const receiptsOf = (db: Db, policyId: number) =>
  db
    .prepare("SELECT * FROM receipts WHERE policy_id = ? AND purpose = 'PREMIUM' ORDER BY receipt_date DESC, receipt_no DESC")
    .all(policyId) as ReceiptRow[];

/** The premiums themselves (GST and charges left out) the policy has received. */
export const premiumsReceivedPaise = (db: Db, policyId: number) =>
  (
    db
      .prepare("SELECT COALESCE(SUM(premium_paise), 0) AS s FROM receipts WHERE policy_id = ? AND purpose = 'PREMIUM'")
      .get(policyId) as { s: number }
  ).s;

/** Due dates that already have a receipt (an upgraded database keeps its own and gets the rest seeded). */
export const receiptedDues = (db: Db, policyId: number) =>
  new Set(
    (
      db.prepare('SELECT due_date FROM receipts WHERE policy_id = ? AND due_date IS NOT NULL').all(policyId) as Array<{
        due_date: string;
      }>
    ).map((r) => r.due_date),
  );

export const hasReceipts = (db: Db, policyId: number) =>
  db.prepare('SELECT 1 FROM receipts WHERE policy_id = ? LIMIT 1').get(policyId) !== undefined;

/** The receipt of a successful payment on this policy, or undefined. */
export const receiptForTransaction = (db: Db, policyId: number, transactionId: string) =>
  db.prepare('SELECT * FROM receipts WHERE policy_id = ? AND transaction_id = ?').get(policyId, transactionId) as
    ReceiptRow | undefined;

export const receiptForOrder = (db: Db, orderId: number) =>
  db.prepare('SELECT * FROM receipts WHERE order_id = ?').get(orderId) as ReceiptRow | undefined;
