import type { Db } from './db';
import { randomDigits, uniqueNumber } from './ids';

/** consents (the T&C accepted before a mandate) and enach_mandates (auto-pay requests at the provider). */
export interface MandateRow {
  id: number;
  mandate_token_id: string;
  customer_ref_id: string;
  transaction_id: string;
  auth_token_hash: string;
  customer_id: number;
  policy_id: number;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  umrn: string | null;
  npci_ref: string | null;
  ack_no: string | null;
  amount_paise: number;
  return_url: string;
  created_at: number;
  updated_at: number;
  /** schema v10: debits due before this day are skipped */
  paused_until: string | null;
  paused_debits: number;
  cancelled_at: number | null;
  bank_name: string | null;
  account_number: string | null;
  /** schema v20: 'UPI' for UPI AutoPay, with the payer's UPI ID, its holder, the chosen frequency and the last day it may debit */
  kind: 'ENACH' | 'UPI';
  vpa: string | null;
  vpa_holder: string | null;
  frequency: string | null;
  valid_until: string | null;
}

/** Records a consent under a fresh `CNS` + 12 digits id and returns that id. */
export function insertConsent(
  db: Db,
  a: { customerId: number; policyId: number; source: string; termsAccepted: boolean; consent: boolean; now: number },
): string {
  const consentId = uniqueNumber(db, ['consents', 'consent_id'], 'CNS', 12);
  db.prepare(
    `INSERT INTO consents (consent_id, customer_id, policy_id, source, terms_accepted, consent, at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(consentId, a.customerId, a.policyId, a.source, Number(a.termsAccepted), Number(a.consent), a.now);
  return consentId;
}

export const hasConsentBetween = (db: Db, customerId: number, policyId: number, from: number, to: number) =>
  db
    .prepare('SELECT 1 FROM consents WHERE customer_id = ? AND policy_id = ? AND at >= ? AND at <= ? LIMIT 1')
    .get(customerId, policyId, from, to) !== undefined;

/** A PENDING mandate with fresh provider ids (`MTK`, `CRN`, `BDTX` + random digits). */
export function insertMandate(
  db: Db,
  a: { customerId: number; policyId: number; authTokenHash: string; amountPaise: number; returnUrl: string; now: number },
): MandateRow {
  const id = db
    .prepare(
      `INSERT INTO enach_mandates (mandate_token_id, customer_ref_id, transaction_id, auth_token_hash,
      customer_id, policy_id, status, amount_paise, return_url, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?, ?)`,
    )
    .run(
      uniqueNumber(db, ['enach_mandates', 'mandate_token_id'], 'MTK', 20),
      uniqueNumber(db, ['enach_mandates', 'customer_ref_id'], 'CRN', 14),
      uniqueNumber(db, ['enach_mandates', 'transaction_id'], 'BDTX', 12),
      a.authTokenHash,
      a.customerId,
      a.policyId,
      a.amountPaise,
      a.returnUrl,
      a.now,
      a.now,
    ).lastInsertRowid;
  return db.prepare('SELECT * FROM enach_mandates WHERE id = ?').get(id) as MandateRow;
}

export const mandateById = (db: Db, id: number) => db.prepare('SELECT * FROM enach_mandates WHERE id = ?').get(id) as MandateRow;

export const mandateByTokenId = (db: Db, mandateTokenId: string) =>
  db.prepare('SELECT * FROM enach_mandates WHERE mandate_token_id = ?').get(mandateTokenId) as MandateRow | undefined;

/** The customer's own mandate with both of its ids, or undefined. */
export const customerMandate = (db: Db, customerId: number, customerRefId: string, mandateTokenId: string) =>
  db
    .prepare('SELECT * FROM enach_mandates WHERE customer_ref_id = ? AND mandate_token_id = ? AND customer_id = ?')
    .get(customerRefId, mandateTokenId, customerId) as MandateRow | undefined;

/**
 * The bank's answer to a PENDING mandate, with the references it gives
 * (UMRN `BDSK` + 16 digits, or a UPI mandate's `UPIM` + 16; NPCI ref, acknowledgement number);
 * false when the mandate already has an answer.
 */
export function answerMandate(db: Db, id: number, authorise: boolean, now: number, kind: MandateRow['kind'] = 'ENACH'): boolean {
  const ack = `ACK${randomDigits(10)}`;
  const changed = authorise
    ? db
        .prepare(
          `UPDATE enach_mandates SET status = 'SUCCESS', umrn = ?, npci_ref = ?, ack_no = ?, updated_at = ?
        WHERE id = ? AND status = 'PENDING'`,
        )
        .run(`${kind === 'UPI' ? 'UPIM' : 'BDSK'}${randomDigits(16)}`, `NPCI${randomDigits(12)}`, ack, now, id)
    : db
        .prepare(
          `UPDATE enach_mandates SET status = 'FAILED', ack_no = ?, updated_at = ?
        WHERE id = ? AND status = 'PENDING'`,
        )
        .run(ack, now, id);
  return changed.changes === 1;
}

/** A registered mandate with its policy's number. */
export type RegisteredMandate = MandateRow & { umrn: string; policy_no: string };

/** The customer's registered (authorised) mandates with their policy numbers, newest first: the tracker lists them. */
export const registeredMandatesOf = (db: Db, customerId: number) =>
  db
    .prepare(
      `SELECT m.*, p.policy_no FROM enach_mandates m JOIN policies p ON p.id = m.policy_id
      WHERE m.customer_id = ? AND m.status = 'SUCCESS' ORDER BY m.updated_at DESC, m.id DESC`,
    )
    .all(customerId) as RegisteredMandate[];

/** The customer's registered mandate with this UMRN; another customer's reads as unknown. */
export const ownedMandate = (db: Db, customerId: number, umrn: string) =>
  db
    .prepare(
      `SELECT m.*, p.policy_no FROM enach_mandates m JOIN policies p ON p.id = m.policy_id
      WHERE m.umrn = ? AND m.customer_id = ? AND m.status = 'SUCCESS'`,
    )
    .get(umrn, customerId) as RegisteredMandate | undefined;

/** Any customer's registered mandate by UMRN: for the tester endpoints only. */
export const registeredMandateByUmrn = (db: Db, umrn: string) =>
  db
    .prepare(
      `SELECT m.*, p.policy_no FROM enach_mandates m JOIN policies p ON p.id = m.policy_id
      WHERE m.umrn = ? AND m.status = 'SUCCESS'`,
    )
    .get(umrn) as RegisteredMandate | undefined;

/** A registered mandate as the seed brings it (schema v10): authorised on `at`, debiting the given account. */
export function insertRegisteredMandate(
  db: Db,
  a: { customerId: number; policyId: number; amountPaise: number; bankName: string; accountNumber: string; at: number },
): void {
  db.prepare(
    `INSERT INTO enach_mandates (mandate_token_id, customer_ref_id, transaction_id, auth_token_hash, customer_id,
    policy_id, status, umrn, npci_ref, ack_no, amount_paise, return_url, created_at, updated_at, bank_name, account_number)
    VALUES (?, ?, ?, '', ?, ?, 'SUCCESS', ?, ?, ?, ?, '', ?, ?, ?, ?)`,
  ).run(
    uniqueNumber(db, ['enach_mandates', 'mandate_token_id'], 'MTK', 20),
    uniqueNumber(db, ['enach_mandates', 'customer_ref_id'], 'CRN', 14),
    uniqueNumber(db, ['enach_mandates', 'transaction_id'], 'BDTX', 12),
    a.customerId,
    a.policyId,
    `BDSK${randomDigits(16)}`,
    `NPCI${randomDigits(12)}`,
    `ACK${randomDigits(10)}`,
    a.amountPaise,
    a.at,
    a.at,
    a.bankName,
    a.accountNumber,
  );
}

export const hasRegisteredMandate = (db: Db, policyId: number) =>
  db.prepare("SELECT 1 FROM enach_mandates WHERE policy_id = ? AND status = 'SUCCESS'").get(policyId) !== undefined;

/** The bank account a newly authorised mandate debits. */
export const setMandateAccount = (db: Db, id: number, bankName: string, accountNumber: string) =>
  db.prepare('UPDATE enach_mandates SET bank_name = ?, account_number = ? WHERE id = ?').run(bankName, accountNumber, id);

export const pauseMandateUntil = (db: Db, id: number, until: string, debits: number, now: number) =>
  db
    .prepare('UPDATE enach_mandates SET paused_until = ?, paused_debits = ?, updated_at = ? WHERE id = ?')
    .run(until, debits, now, id);

/** Cancels one mandate, or every live one of a policy but `exceptId` (a new mandate replaces the old). */
export const cancelMandateRow = (db: Db, id: number, now: number) =>
  db.prepare('UPDATE enach_mandates SET cancelled_at = ?, updated_at = ? WHERE id = ? AND cancelled_at IS NULL').run(now, now, id)
    .changes === 1;
export const cancelOtherMandates = (db: Db, policyId: number, exceptId: number, now: number) =>
  db
    .prepare(
      `UPDATE enach_mandates SET cancelled_at = ?, updated_at = ?
    WHERE policy_id = ? AND id <> ? AND status = 'SUCCESS' AND cancelled_at IS NULL`,
    )
    .run(now, now, policyId, exceptId);

export interface MandateDebitRow {
  id: number;
  mandate_id: number;
  due_date: string;
  amount_paise: number;
  status: 'SUCCESS' | 'FAILED';
  reason: string | null;
  transaction_id: string | null;
  at: number;
}

export const insertMandateDebit = (
  db: Db,
  a: {
    mandateId: number;
    dueDate: string;
    amountPaise: number;
    status: 'SUCCESS' | 'FAILED';
    reason: string | null;
    transactionId: string | null;
    at: number;
    /** schema v25: a debit waiting for the customer's approval, the hash of its link's secret */
    approvalTokenHash?: string;
  },
) =>
  db
    .prepare(
      `INSERT INTO mandate_debits (mandate_id, due_date, amount_paise, status, reason, transaction_id, at,
      approval_token_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(a.mandateId, a.dueDate, a.amountPaise, a.status, a.reason, a.transactionId, a.at, a.approvalTokenHash ?? null);

/** The debit waiting for approval behind this link, with its mandate's policy; undefined once answered or unknown. */
export const debitAwaitingApproval = (db: Db, id: number, tokenHash: string) =>
  db
    .prepare(
      `SELECT d.*, p.policy_no, p.product_name, m.umrn, m.vpa, m.vpa_holder FROM mandate_debits d
      JOIN enach_mandates m ON m.id = d.mandate_id JOIN policies p ON p.id = m.policy_id
      WHERE d.id = ? AND d.approval_token_hash = ?`,
    )
    .get(id, tokenHash) as
    | (MandateDebitRow & { policy_no: string; product_name: string; umrn: string; vpa: string | null; vpa_holder: string | null })
    | undefined;

/** The customer has answered: the link stops working, and a decline says so on the debit. */
export const answerDebitApproval = (db: Db, id: number, declinedReason: string | null) =>
  db
    .prepare('UPDATE mandate_debits SET approval_token_hash = NULL, reason = coalesce(?, reason) WHERE id = ?')
    .run(declinedReason, id);

export const lastDebitOf = (db: Db, mandateId: number) =>
  db.prepare('SELECT * FROM mandate_debits WHERE mandate_id = ? ORDER BY id DESC LIMIT 1').get(mandateId) as
    MandateDebitRow | undefined;

/** The policy's live (registered, not cancelled) mandate, if any: the one that debits its premiums. */
export const liveMandateOf = (db: Db, policyId: number) =>
  db
    .prepare(
      `SELECT * FROM enach_mandates WHERE policy_id = ? AND status = 'SUCCESS' AND cancelled_at IS NULL
      ORDER BY id DESC LIMIT 1`,
    )
    .get(policyId) as MandateRow | undefined;
