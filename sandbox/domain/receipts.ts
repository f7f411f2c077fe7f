import { contactOf } from '../store/customers';
import type { Db } from '../store/db';
import { inr } from './format';
import { say } from './messages';
import { sendEmail, sendSms } from './outbox';

/** Telling the customer about a premium received: SMS, and email when one is on file. */
export function notifyPayment(
  db: Db,
  a: { policyNo: string; customerId: number; amountPaise: number; receiptNo: string; now: number; reinstated?: boolean },
): void {
  const to = contactOf(db, a.customerId);
  const params = { amount: inr(a.amountPaise), policyNo: a.policyNo, receiptNo: a.receiptNo };
  const text = say(to.language, a.reinstated ? 'sms.revivalReceived' : 'sms.premiumReceived', params);
  sendSms(db, to.mobile, text, a.now);
  const subject = say(to.language, a.reinstated ? 'sms.revivalReceivedSubject' : 'sms.premiumReceivedSubject', params);
  if (to.email) sendEmail(db, to.email, subject, text, a.now);
}
