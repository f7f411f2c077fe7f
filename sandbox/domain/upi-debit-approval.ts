import { createHash } from 'node:crypto';
import type { Db } from '../store/db';
import {
  answerDebitApproval,
  debitAwaitingApproval,
  insertMandateDebit,
  type RegisteredMandate,
  registeredMandateByUmrn,
} from '../store/enach';
import { randomToken } from '../store/ids';
import type { Failure } from './failure';
import { dmy, inr } from './format';
import { retryDebit } from './mandate-servicing';
import { say } from './messages';
import { notifyCustomer } from './service-requests';

/**
 * A UPI AutoPay debit above RBI's limit for insurance premiums (issue 27 §3) is not presented:
 * it waits, and the customer is sent a link to approve it in their UPI app (the sandbox plays the
 * app at /upi/debit, where a real one asks for the UPI PIN: the additional factor of
 * authentication the e-mandate framework requires above the limit). Approved, it is presented as a
 * retry of the waiting debit; declined, it stays unpaid, and 'Retry debit' or paying online remain.
 */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');
export const DECLINED_IN_APP = say('en', 'upi.declinedInApp');

export function askDebitApproval(
  db: Db,
  a: { mandate: RegisteredMandate; dueDate: string; amountPaise: number; reason: string; publicUrl: string; now: number },
): void {
  const token = randomToken(24);
  const id = insertMandateDebit(db, {
    mandateId: a.mandate.id,
    dueDate: a.dueDate,
    amountPaise: a.amountPaise,
    status: 'FAILED',
    reason: a.reason,
    transactionId: null,
    at: a.now,
    approvalTokenHash: digest(token),
  }).lastInsertRowid;
  const params = {
    amount: inr(a.amountPaise),
    policyNo: a.mandate.policy_no,
    date: dmy(a.dueDate),
    link: `${a.publicUrl}/upi/debit?id=${id}&token=${token}`,
  };
  notifyCustomer(
    db,
    a.mandate.customer_id,
    (language) => ({
      subject: say(language, 'upi.approveDebitSubject', params),
      text: say(language, 'upi.approveDebit', params),
    }),
    a.now,
  );
}

/** The debit behind a link, while it still waits; undefined for an answered or unknown one. */
export const waitingDebit = (db: Db, id: number, token: string) => debitAwaitingApproval(db, id, digest(token));

export type DebitAnswer =
  { ok: true; approved: true; amountPaise: number; receiptNo: string | null } | { ok: true; approved: false } | Failure;

/** The customer's answer in the UPI app; null when the link no longer stands for a waiting debit. */
export function answerWaitingDebit(db: Db, a: { id: number; token: string; approve: boolean; now: number }): DebitAnswer | null {
  return db.transaction((): DebitAnswer | null => {
    const d = waitingDebit(db, a.id, a.token);
    const mandate = d && registeredMandateByUmrn(db, d.umrn);
    if (!d || !mandate) return null;
    answerDebitApproval(db, d.id, a.approve ? null : DECLINED_IN_APP);
    if (!a.approve) return { ok: true, approved: false };
    const paid = retryDebit(db, mandate, a.now);
    return paid.ok ? { ok: true, approved: true, amountPaise: paid.amountPaise, receiptNo: paid.receiptNo } : paid;
  })();
}
