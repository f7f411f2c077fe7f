import { CODES } from '@portal/contracts';
import { istToday } from '../store/calendar';
import type { Db } from '../store/db';
import { abandonInitiatedOf, gatewayTxnOf, hasPendingOrder, insertOrder, type OrderRow } from '../store/orders';
import { policyById, type PolicyRow, setLoan } from '../store/policies';
import { insertLoanRepayment } from '../store/policy-loans';
import { insertReceipt } from '../store/receipts';
import { fail, type Failure } from './failure';
import { inr } from './format';
import { supplyStateOf } from './ledger-parts';
import { say } from './messages';
import { loanOwed, type LoanOwed, repaymentMinimumPaise } from './policy-values';
import { notifyCustomer, recordServiceRequest } from './service-requests';

/**
 * Loan repayment (issue 27 §5): an order (purpose LOAN_REPAYMENT) paid through the premium's
 * gateway. Once the gateway confirms, the ledger hands it here: the payment settles the interest
 * owed to date first and the rest comes off the principal, interest then runs from today on what is
 * left; a receipt (kept out of the premium ledger), a closed request in the tracker, SMS and email.
 */
export const LOAN_REPAYMENT_SUBJECT = 'Loan Repayment';

/** Why this amount cannot be repaid now, or null (amounts in paise; null: not an amount). */
export function repaymentRefusal(owed: LoanOwed, amountPaise: number | null): string | null {
  if (owed.totalPaise <= 0) return say('en', 'loanRepayment.noLoan');
  if (amountPaise === null || amountPaise <= 0) return say('en', 'loanRepayment.amount');
  if (amountPaise > owed.totalPaise) return say('en', 'loanRepayment.aboveOutstanding', { amount: inr(owed.totalPaise) });
  const least = repaymentMinimumPaise(owed);
  if (amountPaise < least) return say('en', 'loanRepayment.belowMinimum', { amount: inr(least) });
  return null;
}

export function openLoanRepaymentOrder(
  db: Db,
  a: { customerId: number; policy: PolicyRow; amountPaise: number | null; returnUrl: string; now: number },
): { ok: true; order: OrderRow } | Failure {
  return db.transaction((): { ok: true; order: OrderRow } | Failure => {
    const today = istToday(a.now);
    const refused = repaymentRefusal(loanOwed(a.policy, today), a.amountPaise);
    if (refused) return fail(CODES.BAD_REQUEST, refused);
    if (hasPendingOrder(db, a.policy.id, 'LOAN_REPAYMENT')) return fail(CODES.BAD_REQUEST, say('en', 'loanRepayment.pending'));
    abandonInitiatedOf(db, a.policy.id, 'LOAN_REPAYMENT', a.now);
    const order = insertOrder(db, {
      customerId: a.customerId,
      policyId: a.policy.id,
      dueDate: today,
      amountPaise: a.amountPaise as number,
      returnUrl: a.returnUrl,
      now: a.now,
      purpose: 'LOAN_REPAYMENT',
    });
    return { ok: true, order };
  })();
}

/** A paid repayment (inside settleOrder's transaction): interest first, then principal; receipt, tracker, SMS. */
export function recordLoanRepayment(db: Db, order: OrderRow, now: number): void {
  const today = istToday(now);
  const p = policyById(db, order.policy_id);
  const owed = loanOwed(p, today);
  const interestPaise = Math.min(order.amount_paise, owed.interestPaise);
  const principalPaise = Math.min(owed.principalPaise, order.amount_paise - interestPaise);
  // Interest not covered (only if the loan grew while the payment was at the gateway) stays owed.
  const outstandingAfterPaise = owed.totalPaise - interestPaise - principalPaise;
  setLoan(db, p.id, outstandingAfterPaise, today);
  const receiptNo = insertReceipt(db, {
    policyId: p.id,
    orderId: order.id,
    transactionId: gatewayTxnOf(order),
    // Not a premium: no GST, and the premium ledger leaves it out (purpose).
    parts: { premiumPaise: 0, gstPaise: 0, gstBp: 0, chargesPaise: order.amount_paise },
    supplyState: supplyStateOf(db, order.customer_id),
    receiptDate: today,
    paymentMode: 'Online',
    dueDate: null,
    now,
    purpose: 'LOAN_REPAYMENT',
  });
  const params = {
    amount: inr(order.amount_paise),
    policyNo: p.policy_no,
    receiptNo,
    outstanding: inr(outstandingAfterPaise),
  };
  const srNumber = recordServiceRequest(db, {
    customerId: order.customer_id,
    policyId: p.id,
    subject: LOAN_REPAYMENT_SUBJECT,
    description:
      `Loan repayment of ₹${inr(order.amount_paise)}, receipt ${receiptNo}: interest ₹${inr(interestPaise)}, ` +
      `principal ₹${inr(principalPaise)}; ₹${inr(outstandingAfterPaise)} outstanding`,
    now,
    status: 'Closed',
    message: () => say('en', 'loanRepayment.done', params),
  });
  insertLoanRepayment(db, {
    orderId: order.id,
    policyId: p.id,
    receiptNo,
    interestPaise,
    principalPaise,
    outstandingAfterPaise,
    paidOn: today,
    srNumber,
  });
  notifyCustomer(
    db,
    order.customer_id,
    (language) => ({
      subject: say(language, 'loanRepayment.doneSubject', params),
      text: say(language, 'loanRepayment.done', params),
    }),
    now,
  );
}
