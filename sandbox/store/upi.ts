import type { Db } from './db';
import { type MandateRow, mandateById } from './enach';
import { uniqueNumber } from './ids';

/**
 * UPI AutoPay (schema v20): a mandate row of kind 'UPI' in enach_mandates, and the pre-debit
 * notices sent for its debits (upi_debit_notices).
 */
export interface UpiDebitNoticeRow {
  id: number;
  mandate_id: number;
  due_date: string;
  amount_paise: number;
  reference: string;
  notified_at: number;
}

/** A PENDING UPI mandate with fresh ids (`MTK`, `CRN`, `UPTX` + random digits). */
export function insertUpiMandate(
  db: Db,
  a: {
    customerId: number;
    policyId: number;
    authTokenHash: string;
    amountPaise: number;
    returnUrl: string;
    vpa: string;
    vpaHolder: string;
    frequency: string;
    validUntil: string;
    now: number;
  },
): MandateRow {
  const id = db
    .prepare(
      `INSERT INTO enach_mandates (mandate_token_id, customer_ref_id, transaction_id, auth_token_hash,
      customer_id, policy_id, status, amount_paise, return_url, created_at, updated_at, kind, vpa, vpa_holder, frequency, valid_until)
      VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?, ?, 'UPI', ?, ?, ?, ?)`,
    )
    .run(
      uniqueNumber(db, ['enach_mandates', 'mandate_token_id'], 'MTK', 20),
      uniqueNumber(db, ['enach_mandates', 'customer_ref_id'], 'CRN', 14),
      uniqueNumber(db, ['enach_mandates', 'transaction_id'], 'UPTX', 12),
      a.authTokenHash,
      a.customerId,
      a.policyId,
      a.amountPaise,
      a.returnUrl,
      a.now,
      a.now,
      a.vpa,
      a.vpaHolder,
      a.frequency,
      a.validUntil,
    ).lastInsertRowid;
  return mandateById(db, Number(id));
}

/** Every live (authorised, not cancelled) UPI mandate: the debit run walks them. */
export const liveUpiMandates = (db: Db) =>
  db
    .prepare(
      `SELECT m.*, p.policy_no FROM enach_mandates m JOIN policies p ON p.id = m.policy_id
      WHERE m.kind = 'UPI' AND m.status = 'SUCCESS' AND m.cancelled_at IS NULL ORDER BY m.id`,
    )
    .all() as Array<MandateRow & { umrn: string; policy_no: string }>;

export const noticeFor = (db: Db, mandateId: number, dueDate: string) =>
  db.prepare('SELECT * FROM upi_debit_notices WHERE mandate_id = ? AND due_date = ?').get(mandateId, dueDate) as
    UpiDebitNoticeRow | undefined;

export function insertNotice(
  db: Db,
  a: { mandateId: number; dueDate: string; amountPaise: number; now: number },
): UpiDebitNoticeRow {
  const reference = uniqueNumber(db, ['upi_debit_notices', 'reference'], 'PDN', 12);
  db.prepare(
    'INSERT INTO upi_debit_notices (mandate_id, due_date, amount_paise, reference, notified_at) VALUES (?, ?, ?, ?, ?)',
  ).run(a.mandateId, a.dueDate, a.amountPaise, reference, a.now);
  return noticeFor(db, a.mandateId, a.dueDate)!;
}

/** Whether a debit for this due date was already presented (either answer). */
export const hasDebitFor = (db: Db, mandateId: number, dueDate: string) =>
  db.prepare('SELECT 1 FROM mandate_debits WHERE mandate_id = ? AND due_date = ?').get(mandateId, dueDate) !== undefined;
