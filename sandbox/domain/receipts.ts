import { contactOf } from '../store/customers';
import type { Db } from '../store/db';
import { inr } from './format';
import { sendEmail, sendSms } from './outbox';

/** Telling the customer about a premium received: SMS, and email when one is on file. */
export function notifyPayment(
  db: Db,
  a: { policyNo: string; customerId: number; amountPaise: number; receiptNo: string; now: number; reinstated?: boolean },
): void {
  const to = contactOf(db, a.customerId);
  const text = a.reinstated
    ? `We have received the revival amount of ₹${inr(a.amountPaise)} for policy ${a.policyNo}. Your policy is reinstated ` +
      `and in force again. Receipt no. ${a.receiptNo}.`
    : `We have received your premium of ₹${inr(a.amountPaise)} for policy ${a.policyNo}. Receipt no. ${a.receiptNo}.`;
  sendSms(db, to.mobile, text, a.now);
  const subject = a.reinstated ? `Policy ${a.policyNo} reinstated` : `Premium received for policy ${a.policyNo}`;
  if (to.email) sendEmail(db, to.email, subject, text, a.now);
}
