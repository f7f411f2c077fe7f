import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, loanRepayment as lr, policyServices as ps, premium } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { AARAV, PORTAL_ORIGIN, PRIYA } from './support/fixtures';
import { readPdf } from './support/read-pdf';
import { track } from './support/requests';
import { istDay, startTestSandbox, type TestSandbox } from './support/sandbox';

/**
 * Issue 27 §5: repaying a policy loan. The seeded ₹25,000 loan on 20000003 was paid out 200 days
 * ago at 9% a year, so ₹1,232.88 of interest is owed with it today.
 */
const RETURN = `${PORTAL_ORIGIN}/order-confirmation`;
const LOAN = '20000003';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

beforeAll(async () => {
  t = await startTestSandbox('loan-repayment');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

const on = (who: LoginTokens, policyNumber = LOAN) => ({ clientId: who.clientId, policyNumber });
const details = (policyNumber = LOAN) => t.data(aarav, lr.loanRepaymentDetails, on(aarav, policyNumber));
const order = (amount: string, who = aarav) =>
  t.call(who, lr.createLoanRepaymentOrder, { ...on(who), amount, returnUrl: RETURN });
const pay = (tx: string) => fetch(`${t.sb.url}/pg/checkout/${tx}/complete`, { method: 'POST', redirect: 'manual' });
const status = (transactionId: string) =>
  t.data(aarav, premium.paymentStatus, { clientId: aarav.clientId, transactionId, type: 'CP' });

async function repay(amount: string) {
  const res = await order(amount);
  const { transactionId } = lr.createLoanRepaymentOrder.data.parse(res.envelope?.data);
  expect((await pay(transactionId)).status).toBe(303);
  return status(transactionId);
}

describe('what is owed, as on today', () => {
  it('is the principal and the interest since the payout, with the least a part repayment may be', async () => {
    expect(await details()).toMatchObject({
      asOn: istDay(t.now()),
      available: true,
      reason: null,
      principal: '25000.00',
      interest: '1232.88',
      outstanding: '26232.88',
      interestRate: '9.00',
      interestFrom: istDay(t.now(), -200),
      // A part repayment settles the interest at least.
      minimumAmount: '1232.88',
      repayments: [],
    });
    // The loan panel and the surrender value count the same figure.
    expect((await t.data(aarav, ps.loanDetails, on(aarav))).outstandingLoan).toBe('26232.88');
  });

  it('says so on a policy without a loan, and another customer’s policy reads as not found', async () => {
    expect(await details('20000001')).toMatchObject({
      available: false,
      reason: 'There is no loan outstanding on this policy.',
      outstanding: '0.00',
      interestFrom: null,
    });
    expect((await t.call(priya, lr.loanRepaymentDetails, on(priya))).envelope?.code).toBe(404);
    expect((await order('5000', priya)).envelope?.code).toBe(404);
  });
});

describe('a repayment', () => {
  it('refuses more than is outstanding, less than the minimum, and a policy with no loan', async () => {
    expect((await order('26232.89')).envelope?.message).toBe(
      'This is more than the loan outstanding of ₹26,232.88. Please enter at most ₹26,232.88.',
    );
    expect((await order('1000')).envelope?.message).toBe('The least you can repay now is ₹1,232.88.');
    const none = await t.call(aarav, lr.createLoanRepaymentOrder, {
      ...on(aarav, '20000001'),
      amount: '5000',
      returnUrl: RETURN,
    });
    expect(none.envelope?.message).toBe('There is no loan outstanding on this policy.');
  });

  it('in part: interest first, then principal, with a receipt, a tracker entry and an SMS', async () => {
    const paid = await repay('5000');
    expect(paid).toMatchObject({ paymentStatus: 'SUCCESS', amount: '5000.00' });
    expect(paid.receiptNumber).toMatch(/^RCPT\d{10}$/);
    const now = await details();
    expect(now).toMatchObject({
      principal: '21232.88',
      interest: '0.00',
      outstanding: '21232.88',
      interestFrom: istDay(t.now()),
      minimumAmount: '1000.00',
      repayments: [
        {
          receiptNumber: paid.receiptNumber,
          transactionId: paid.transactionId,
          amount: '5000.00',
          interest: '1232.88',
          principal: '3767.12',
          outstandingAfter: '21232.88',
        },
      ],
    });
    const tracked = (await track(t, aarav)).find((r) => r.srSubject === 'Loan Repayment');
    expect(tracked).toMatchObject({ srPolicyNo: LOAN, srStatus: 'Closed' });
    const [sms] = await t.client.outbox();
    expect(sms?.text).toBe(
      `We have received your loan repayment of ₹5,000.00 for policy ${LOAN}. Receipt no. ${paid.receiptNumber}. ` +
        'Loan outstanding now: ₹21,232.88.',
    );
    // A loan repayment is no premium: the payment history and the premiums paid leave it out.
    const history = await t.data(aarav, premium.getPremiumPaymentHistory, {});
    const receipts = history.policies.flatMap((p) => p.receiptDetails.map((r) => r.receiptNumber));
    expect(receipts).not.toContain(paid.receiptNumber);
  });

  it('has a receipt that says how it was applied to the loan', async () => {
    const [last] = (await details()).repayments;
    const res = await t.call(aarav, documents.downloadDocuments, {
      ...on(aarav),
      documentType: 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT',
      transactionType: 'CP',
      transactionId: last?.transactionId ?? '',
    });
    const data = documents.downloadDocuments.data.parse(res.envelope?.data);
    const { text } = await readPdf(Buffer.from(data.documentBase64, 'base64'));
    for (const s of ['Loan Repayment Receipt', '₹1,232.88 ₹3,767.12 ₹21,232.88', 'towards the loan on policy 20000003']) {
      expect(text).toContain(s);
    }
    // No premium, so no GST breakup (the insurer's GSTIN is still printed in its particulars).
    expect(text).not.toContain('Premium (taxable value)');
  });

  it('in full: nothing is owed after it, and nothing more can be repaid', async () => {
    const paid = await repay('21232.88');
    expect(paid.paymentStatus).toBe('SUCCESS');
    expect(await details()).toMatchObject({
      available: false,
      reason: 'There is no loan outstanding on this policy.',
      outstanding: '0.00',
      interestFrom: null,
    });
    expect((await details()).repayments).toHaveLength(2);
    expect((await order('1000')).envelope?.message).toBe('There is no loan outstanding on this policy.');
  });
});
