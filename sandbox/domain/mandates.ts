import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../store/db';
import { bankAccountOf } from '../store/bank-accounts';
import {
  answerMandate,
  cancelOtherMandates,
  hasConsentBetween,
  insertMandate,
  mandateByTokenId,
  type MandateRow,
  setMandateAccount,
} from '../store/enach';
import { randomToken } from '../store/ids';
import { contactOf } from '../store/customers';
import { policyById, type PolicyRow, setPaymentType } from '../store/policies';
import { inr } from './format';
import { say } from './messages';
import { sendSms } from './outbox';
import { paymentsPerYear } from './premium';

/**
 * Auto-pay (e-NACH) mandates through the sandbox's stand-in for the mandate
 * provider. A mandate is PENDING until the payer authorises or declines it on
 * the provider's page; either answer is final.
 */
export const BILLDESK_MERCHANT_ID = 'LIFEINSBD';
/** SPEC §5: Proceed needs the T&C; the core accepts a consent this recent. */
export const CONSENT_VALID_MS = 30 * 60_000;

export const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export const hasRecentConsent = (db: Db, customerId: number, policyId: number, now: number) =>
  hasConsentBetween(db, customerId, policyId, now - CONSENT_VALID_MS, now);

/** A new mandate request for the policy's annualised premium; returns it with its one-off auth token. */
export function createMandate(
  db: Db,
  a: { customerId: number; policy: PolicyRow; returnUrl: string; now: number },
): { mandate: MandateRow; authToken: string } {
  const authToken = randomToken(32);
  const mandate = insertMandate(db, {
    customerId: a.customerId,
    policyId: a.policy.id,
    authTokenHash: digest(authToken),
    amountPaise: a.policy.modal_premium_paise * paymentsPerYear(a.policy.payment_frequency),
    returnUrl: a.returnUrl,
    now: a.now,
  });
  return { mandate, authToken };
}

/** The mandate a provider page was opened for, only with its matching auth token. */
export function mandateForPage(db: Db, mandateTokenId: string, authToken: string): MandateRow | undefined {
  const m = mandateByTokenId(db, mandateTokenId);
  if (!m) return undefined;
  const same = timingSafeEqual(Buffer.from(digest(authToken), 'hex'), Buffer.from(m.auth_token_hash, 'hex'));
  return same ? m : undefined;
}

/** The payer's answer at the bank; false (and no change) once the mandate already has one. */
export function decideMandate(db: Db, m: MandateRow, authorise: boolean, now: number): boolean {
  return db.transaction(() => {
    if (!answerMandate(db, m.id, authorise, now, m.kind)) return false;
    if (!authorise) return true;
    // From now on premiums are debited: the portal shows Modify instead of Proceed.
    setPaymentType(db, m.policy_id, 'debit');
    // A new mandate (Modify) replaces the policy's earlier one, and debits the account on record.
    cancelOtherMandates(db, m.policy_id, m.id, now);
    const to = contactOf(db, m.customer_id);
    const policyNo = policyById(db, m.policy_id).policy_no;
    // A UPI mandate debits the account behind its UPI ID, not the one on record (issue 27 §3).
    if (m.kind === 'UPI') {
      const text = say(to.language, 'upi.registered', { policyNo, amount: inr(m.amount_paise), vpa: m.vpa ?? '' });
      sendSms(db, to.mobile, text, now);
      return true;
    }
    const account = bankAccountOf(db, m.customer_id);
    if (account) setMandateAccount(db, m.id, account.bank_name, account.account_number);
    sendSms(db, to.mobile, say(to.language, 'sms.mandateRegistered', { policyNo, amount: inr(m.amount_paise) }), now);
    return true;
  })();
}
