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
}

/** Records a consent under a fresh `CNS` + 12 digits id and returns that id. */
export function insertConsent(
  db: Db,
  a: { customerId: number; policyId: number; source: string; termsAccepted: boolean; consent: boolean; now: number },
): string {
  const consentId = uniqueNumber(db, ['consents', 'consent_id'], 'CNS', 12);
  db.prepare(`INSERT INTO consents (consent_id, customer_id, policy_id, source, terms_accepted, consent, at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
    consentId, a.customerId, a.policyId, a.source, Number(a.termsAccepted), Number(a.consent), a.now,
  );
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
    .prepare(`INSERT INTO enach_mandates (mandate_token_id, customer_ref_id, transaction_id, auth_token_hash,
      customer_id, policy_id, status, amount_paise, return_url, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?, ?)`)
    .run(
      uniqueNumber(db, ['enach_mandates', 'mandate_token_id'], 'MTK', 20),
      uniqueNumber(db, ['enach_mandates', 'customer_ref_id'], 'CRN', 14),
      uniqueNumber(db, ['enach_mandates', 'transaction_id'], 'BDTX', 12),
      a.authTokenHash, a.customerId, a.policyId, a.amountPaise, a.returnUrl, a.now, a.now,
    ).lastInsertRowid;
  return db.prepare('SELECT * FROM enach_mandates WHERE id = ?').get(id) as MandateRow;
}

export const mandateByTokenId = (db: Db, mandateTokenId: string) =>
  db.prepare('SELECT * FROM enach_mandates WHERE mandate_token_id = ?').get(mandateTokenId) as MandateRow | undefined;

/** The customer's own mandate with both of its ids, or undefined. */
export const customerMandate = (db: Db, customerId: number, customerRefId: string, mandateTokenId: string) =>
  db
    .prepare('SELECT * FROM enach_mandates WHERE customer_ref_id = ? AND mandate_token_id = ? AND customer_id = ?')
    .get(customerRefId, mandateTokenId, customerId) as MandateRow | undefined;

/**
 * The bank's answer to a PENDING mandate, with the references it gives
 * (UMRN `BDSK` + 16 digits, NPCI ref, acknowledgement number); false when the
 * mandate already has an answer.
 */
export function answerMandate(db: Db, id: number, authorise: boolean, now: number): boolean {
  const ack = `ACK${randomDigits(10)}`;
  const changed = authorise
    ? db.prepare(`UPDATE enach_mandates SET status = 'SUCCESS', umrn = ?, npci_ref = ?, ack_no = ?, updated_at = ?
        WHERE id = ? AND status = 'PENDING'`).run(`BDSK${randomDigits(16)}`, `NPCI${randomDigits(12)}`, ack, now, id)
    : db.prepare(`UPDATE enach_mandates SET status = 'FAILED', ack_no = ?, updated_at = ?
        WHERE id = ? AND status = 'PENDING'`).run(ack, now, id);
  return changed.changes === 1;
}

/** The customer's registered (authorised) mandates with their policy numbers, newest first: the tracker lists them. */
export const registeredMandatesOf = (db: Db, customerId: number) =>
  db
    .prepare(`SELECT m.umrn, m.ack_no, m.updated_at, p.policy_no FROM enach_mandates m JOIN policies p ON p.id = m.policy_id
      WHERE m.customer_id = ? AND m.status = 'SUCCESS' ORDER BY m.updated_at DESC, m.id DESC`)
    .all(customerId) as Array<{ umrn: string; ack_no: string; updated_at: number; policy_no: string }>;
