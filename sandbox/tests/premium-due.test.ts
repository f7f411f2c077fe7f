import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, policy, policyServices as ps, premium } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { AARAV, PORTAL_ORIGIN } from './support/fixtures';
import { readPdf } from './support/read-pdf';
import { istDay, startTestSandbox, type TestSandbox } from './support/sandbox';

/**
 * What can be paid now (issue 24 §1, §2): one revival rule for Pay Premium and Reinstatement,
 * nothing offered when nothing is due, and the next premium paid in advance inside the core's window.
 */
let t: TestSandbox;
let aarav: LoginTokens;
const returnUrl = `${PORTAL_ORIGIN}/order-confirmation`;
const NO_DUE = 'No premium is due on this policy.';

const quote = (policyNumber: string) => t.data(aarav, premium.getPremiumBreakup, { policyNumber });
const order = (policyNo: string, amount: string, extra: { dueDate?: string; autoPayConfirmed?: boolean } = {}) =>
  t.call(aarav, premium.createOrder, { clientId: aarav.clientId, policyNo, amount, returnUrl, ...extra });
const submit = (tx: string, action: 'complete' | 'fail' | 'cancel') =>
  fetch(`${t.sb.url}/pg/checkout/${tx}/${action}`, { method: 'POST', redirect: 'manual' });
const card = async (no: string) => (await t.data(aarav, policy.getCustomerPolicyDetails, {})).find((p) => p.policyNo === no);

beforeAll(async () => {
  t = await startTestSandbox('premium-due');
  aarav = await t.client.login(AARAV.mobile);
});
afterAll(() => t.stop());

describe('one revival rule', () => {
  it('charges a lapsed policy the same amount, line by line, on Pay Premium and on Reinstatement', async () => {
    const pay = await quote('20000001');
    const revive = await t.data(aarav, ps.reinstatementEnquiry, { clientId: aarav.clientId, policyNumber: '20000001' });
    expect(pay.totalAmount).toBe('25330.00');
    expect(revive.totalAmount).toBe(pay.totalAmount);
    const lines = (ls: Array<{ label: string; amount: string }>) => ls.map((l) => [l.label, l.amount]);
    expect(lines(revive.lines)).toEqual(lines(pay.lines));
    expect(pay).toMatchObject({ kind: 'REVIVAL', payable: true, dueDate: istDay(t.now(), -75) });
    expect(await card('20000001')).toMatchObject({ payableAmount: '25330.00', payNow: 'Y' });
  });
});

describe('nothing due', () => {
  it('says so for a premium four months away on auto-pay, with its due date, and takes no order', async () => {
    const due = istDay(t.now(), 120);
    expect(await quote('20000002')).toMatchObject({
      kind: 'NONE',
      payable: false,
      message: NO_DUE,
      nextDueDate: due,
      lines: [],
    });
    // The cards and the pay list offer no Pay Now for it either.
    expect((await card('20000002'))?.payNow).toBe('N');
    // Not 'This premium has already been paid.': nothing was paid, it is just not due yet.
    expect((await order('20000002', '18916.25')).envelope).toEqual({ code: 400, message: NO_DUE });
    expect((await order('20000002', '18916.25', { dueDate: due, autoPayConfirmed: true })).envelope).toEqual({
      code: 400,
      message: NO_DUE,
    });
  });
});

describe('advance premium', () => {
  it('is offered within three months of the due date; on auto-pay only with the customer’s yes', async () => {
    t.advanceDays(40);
    aarav = await t.client.login(AARAV.mobile);
    const due = istDay(t.now(), 80);
    const q = await quote('20000002');
    expect(q).toMatchObject({ kind: 'ADVANCE', payable: true, dueDate: due, autoPayDebitDate: due, totalAmount: '18916.25' });
    expect((await quote('20000003')).autoPayDebitDate).toBeNull();
    // An advance is offered on the breakup page, not as a premium due on the cards.
    expect((await card('20000002'))?.payNow).toBe('N');

    expect((await order('20000002', q.totalAmount)).envelope?.message).toBe(NO_DUE);
    expect((await order('20000002', q.totalAmount, { dueDate: due })).envelope?.message).toBe(
      `Auto pay will debit this premium on ${due}. Please confirm that you want to pay it now instead.`,
    );
    const res = await order('20000002', q.totalAmount, { dueDate: due, autoPayConfirmed: true });
    const { transactionId } = premium.createOrder.data.parse(res.envelope?.data);
    await submit(transactionId, 'complete');
    await submit(transactionId, 'complete');
    expect((await t.client.admin('/__sandbox/settle', { transactionId, status: 'SUCCESS' })).status).toBe(409);

    const status = await t.data(aarav, premium.paymentStatus, { clientId: aarav.clientId, transactionId, type: 'CP' });
    expect(status).toMatchObject({ paymentStatus: 'SUCCESS', dueDate: due, advance: true, amount: '18916.25' });
    // Paid to one year on, once; the next premium is a year away, so nothing is due.
    const nextDue = due.replace(/\d{4}$/, (y) => String(Number(y) + 1));
    expect(await card('20000002')).toMatchObject({ paidToDate: nextDue, premDue: nextDue });
    expect(await quote('20000002')).toMatchObject({ kind: 'NONE', nextDueDate: nextDue });
    // A stale page asking for the premium just paid is told so.
    expect((await order('20000002', q.totalAmount, { dueDate: due, autoPayConfirmed: true })).envelope?.message).toBe(
      'This premium has already been paid.',
    );
    const history = await t.data(aarav, premium.getPremiumPaymentHistory, {});
    const receipts = history.policies.find((p) => p.policyNo === '20000002')?.receiptDetails ?? [];
    expect(receipts.filter((r) => r.dueDate === due)).toHaveLength(1);

    const doc = await t.data(aarav, documents.downloadDocuments, {
      clientId: aarav.clientId,
      policyNumber: '20000002',
      documentType: 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT',
      transactionType: 'CP',
      transactionId,
    });
    const { text } = await readPdf(Buffer.from(doc.documentBase64, 'base64'));
    expect(text).toContain(`Advance premium for the instalment due ${due}`);
  });

  it('follows the window the core is configured with', async () => {
    const none = await startTestSandbox('premium-due-none', { advancePremiumMonths: 0 });
    try {
      none.advanceDays(40);
      const me = await none.client.login(AARAV.mobile);
      const q = await none.data(me, premium.getPremiumBreakup, { policyNumber: '20000003' });
      expect(q).toMatchObject({ kind: 'NONE', payable: false, message: NO_DUE });
    } finally {
      await none.stop();
    }
  });
});

describe('a cancelled payment', () => {
  it('comes back failed, with its policy, so the customer can try again', async () => {
    const q = await quote('10000002');
    const { transactionId } = premium.createOrder.data.parse((await order('10000002', q.totalAmount)).envelope?.data);
    expect((await submit(transactionId, 'cancel')).status).toBe(303);
    const st = await t.call(aarav, premium.paymentStatus, { clientId: aarav.clientId, transactionId, type: 'CP' });
    expect(st.envelope).toMatchObject({ code: 400, data: { paymentStatus: 'FAILED', policyNo: '10000002' } });
    const again = await order('10000002', q.totalAmount, { dueDate: q.dueDate ?? undefined });
    expect(again.envelope?.code).toBe(200);
  });
});
