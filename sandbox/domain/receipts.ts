import { contactOf } from '../store/customers';
import type { Db } from '../store/db';
import { inr } from './format';
import { sendEmail, sendSms } from './outbox';

/** Telling the customer about a premium received: SMS, and email when one is on file. */
export function notifyPayment(
  db: Db,
  a: { policyNo: string; customerId: number; amountPaise: number; receiptNo: string; now: number },
): void {
  const to = contactOf(db, a.customerId);
  const text = `We have received your premium of ₹${inr(a.amountPaise)} for policy ${a.policyNo}. Receipt no. ${a.receiptNo}.`;
  sendSms(db, to.mobile, text, a.now);
  if (to.email) sendEmail(db, to.email, `Premium received for policy ${a.policyNo}`, text, a.now);
}
