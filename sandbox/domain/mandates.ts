import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../store/db';
import { inr } from './format';
import type { PolicyRow } from './policy-view';
import { randomDigits, randomToken, uniqueNumber } from './ids';
import { sendSms } from './outbox';
import { paymentsPerYear } from './premium';
import { contactOf } from './receipts';

/**
 * Auto-pay (e-NACH) mandates through the sandbox's stand-in for the mandate
 * provider. A mandate is PENDING until the payer authorises or declines it on
 * the provider's page; either answer is final.
 */
export const BILLDESK_MERCHANT_ID = 'LIFEINSBD';
/** SPEC §5: Proceed needs the T&C; the core accepts a consent this recent. */
export const CONSENT_VALID_MS = 30 * 60_000;

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

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export function hasRecentConsent(db: Db, customerId: number, policyId: number, now: number): boolean {
  return Boolean(
    db
      .prepare('SELECT 1 FROM consents WHERE customer_id = ? AND policy_id = ? AND at >= ? AND at <= ? LIMIT 1')
      .get(customerId, policyId, now - CONSENT_VALID_MS, now),
  );
}

/** A new mandate request for the policy's annualised premium; returns it with its one-off auth token. */
export function createMandate(
  db: Db,
  a: { customerId: number; policy: PolicyRow; returnUrl: string; now: number },
): { mandate: MandateRow; authToken: string } {
  const authToken = randomToken(32);
  const amount = a.policy.modal_premium_paise * paymentsPerYear(a.policy.payment_frequency);
  const id = db
    .prepare(`INSERT INTO enach_mandates (mandate_token_id, customer_ref_id, transaction_id, auth_token_hash,
      customer_id, policy_id, status, amount_paise, return_url, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?, ?)`)
    .run(
      uniqueNumber(db, ['enach_mandates', 'mandate_token_id'], 'MTK', 20),
      uniqueNumber(db, ['enach_mandates', 'customer_ref_id'], 'CRN', 14),
      uniqueNumber(db, ['enach_mandates', 'transaction_id'], 'BDTX', 12),
      digest(authToken), a.customerId, a.policy.id, amount, a.returnUrl, a.now, a.now,
    ).lastInsertRowid;
  return { mandate: db.prepare('SELECT * FROM enach_mandates WHERE id = ?').get(id) as MandateRow, authToken };
}

/** The mandate a provider page was opened for, only with its matching auth token. */
export function mandateForPage(db: Db, mandateTokenId: string, authToken: string): MandateRow | undefined {
  const m = db.prepare('SELECT * FROM enach_mandates WHERE mandate_token_id = ?').get(mandateTokenId) as
    | MandateRow
    | undefined;
  if (!m) return undefined;
  const same = timingSafeEqual(Buffer.from(digest(authToken), 'hex'), Buffer.from(m.auth_token_hash, 'hex'));
  return same ? m : undefined;
}

/** The payer's answer at the bank; false (and no change) once the mandate already has one. */
export function decideMandate(db: Db, m: MandateRow, authorise: boolean, now: number): boolean {
  return db.transaction(() => {
    const ack = `ACK${randomDigits(10)}`;
    const changed = authorise
      ? db.prepare(`UPDATE enach_mandates SET status = 'SUCCESS', umrn = ?, npci_ref = ?, ack_no = ?, updated_at = ?
          WHERE id = ? AND status = 'PENDING'`).run(`BDSK${randomDigits(16)}`, `NPCI${randomDigits(12)}`, ack, now, m.id)
      : db.prepare(`UPDATE enach_mandates SET status = 'FAILED', ack_no = ?, updated_at = ?
          WHERE id = ? AND status = 'PENDING'`).run(ack, now, m.id);
    if (changed.changes !== 1) return false;
    if (!authorise) return true;
    // From now on premiums are debited: the portal shows Modify instead of Proceed.
    db.prepare("UPDATE policies SET payment_type = 'debit' WHERE id = ?").run(m.policy_id);
    const { policy_no } = db.prepare('SELECT policy_no FROM policies WHERE id = ?').get(m.policy_id) as {
      policy_no: string;
    };
    sendSms(
      db,
      contactOf(db, m.customer_id).mobile,
      `Your auto pay (e-NACH) mandate for policy ${policy_no} is registered, for up to ₹${inr(m.amount_paise)} ` +
        'per debit. Premiums will be debited from your bank account on their due dates.',
      now,
    );
    return true;
  })();
}
