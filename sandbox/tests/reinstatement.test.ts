import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policy, policyServices as ps, premium } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { AARAV, PORTAL_ORIGIN } from './support/fixtures';
import { track } from './support/requests';
import { istDay, startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;

beforeAll(async () => {
  t = await startTestSandbox('reinstatement');
  aarav = await t.client.login(AARAV.mobile);
});
afterAll(() => t.stop());

const on = { clientId: AARAV.clientId, policyNumber: '20000001' };
const returnUrl = `${PORTAL_ORIGIN}/order-confirmation`;
const submit = (tx: string, action: 'complete' | 'fail' | 'pending') =>
  fetch(`${t.sb.url}/pg/checkout/${tx}/${action}`, { method: 'POST', redirect: 'manual' });
const card = async (no: string) => (await t.data(aarav, policy.getCustomerPolicyDetails, {})).find((p) => p.policyNo === no);

describe('reinstating 20000001 (lapsed 75 days)', () => {
  it('tells the revival amount: overdue premium, GST, interest and late fee; payable online without a declaration', async () => {
    const r = await t.data(aarav, ps.reinstatementEnquiry, on);
    expect(r).toMatchObject({
      eligible: true,
      lapsedSince: istDay(t.now(), -75),
      daysLapsed: 75,
      overduePremiums: 1,
      interestRate: '9.00',
      needsHealthDeclaration: false,
      canPayOnline: true,
    });
    // ₹24,000 + 2.25% GST ₹540 + 9% a year for 3 started months ₹540 + ₹250.
    expect(r.lines.map((l) => [l.code, l.amount])).toEqual([
      ['OVERDUE_PREMIUMS', '24000.00'],
      ['TAX', '540.00'],
      ['INTEREST', '540.00'],
      ['LATE_FEE', '250.00'],
    ]);
    expect(r.totalAmount).toBe('25330.00');
    const longLapse = await t.call(aarav, ps.raiseReinstatementRequest, { ...on, declarationAccepted: true });
    expect(longLapse.envelope).toMatchObject({ code: 400, message: 'Pay the revival amount online to reinstate this policy.' });
    const inForce = await t.data(aarav, ps.reinstatementEnquiry, { ...on, policyNumber: '20000003' });
    expect(inForce).toMatchObject({ eligible: false, reason: 'Only a lapsed policy can be reinstated.', canPayOnline: false });
  });

  it('pays through the premium gateway and ledger, and the policy is In Force again', async () => {
    const stale = await t.call(aarav, ps.createReinstatementOrder, {
      clientId: aarav.clientId,
      policyNo: '20000001',
      amount: '25000.00',
      returnUrl,
    });
    expect(stale.envelope?.message).toBe('The premium amount has changed. Please review it and pay again.');
    const order = await t.data(aarav, ps.createReinstatementOrder, {
      clientId: aarav.clientId,
      policyNo: '20000001',
      amount: '25330.00',
      returnUrl,
    });
    expect(order.redirectionLink).toBe(`${t.sb.url}/pg/checkout/${order.transactionId}`);
    expect((await submit(order.transactionId, 'pending')).status).toBe(303);

    // One payment per due: the premium route cannot pay the same overdue premium meanwhile.
    const breakup = await t.data(aarav, premium.getPremiumBreakup, { policyNumber: '20000001' });
    const premiumOrder = await t.call(aarav, premium.createOrder, {
      clientId: aarav.clientId,
      policyNo: '20000001',
      amount: breakup.totalAmount,
      returnUrl,
    });
    expect(premiumOrder.envelope?.message).toMatch(/already being processed/);

    expect((await t.client.admin('/__sandbox/settle', { transactionId: order.transactionId, status: 'SUCCESS' })).status).toBe(
      200,
    );
    const status = await t.data(aarav, premium.paymentStatus, {
      clientId: aarav.clientId,
      transactionId: order.transactionId,
      type: 'CP',
    });
    expect(status).toMatchObject({
      paymentStatus: 'SUCCESS',
      policyNo: '20000001',
      amount: '25330.00',
      receiptNumber: expect.stringMatching(/^RCPT\d{10}$/),
    });
    expect(await card('20000001')).toMatchObject({
      policyStatusCode: 'IF',
      policyStatus: 'In Force',
      premDue: istDay(t.now(), -75).replace(/\d{4}$/, (y) => String(Number(y) + 1)),
      premiumStatus: 'Premium Paid',
    });
    const covers = await t.data(aarav, policy.getCoverageDetailsByPolicyNo, { policyNumber: '20000001' });
    expect(covers.every((c) => c.status === 'Active')).toBe(true);
    const sms = (await t.client.outbox()).find((m) => m.channel === 'sms' && /revival amount/.test(m.text));
    expect(sms?.text).toBe(
      `We have received the revival amount of ₹25,330.00 for policy 20000001. Your policy is reinstated and in force again. Receipt no. ${status.receiptNumber}.`,
    );
    const history = await t.data(aarav, premium.getPremiumPaymentHistory, {});
    expect(history.policies.find((p) => p.policyNo === '20000001')?.receiptDetails[0]).toMatchObject({
      transactionId: order.transactionId,
      amount: '25330.00',
      paymentMode: 'Online',
    });
    expect((await t.data(aarav, ps.reinstatementEnquiry, on)).eligible).toBe(false);
  });
});

describe('a long lapse', () => {
  it('needs a declaration of good health and raises a reinstatement request instead of a payment', async () => {
    await t.client.admin('/__sandbox/reset');
    t.advanceDays(120);
    aarav = await t.client.login(AARAV.mobile);
    const r = await t.data(aarav, ps.reinstatementEnquiry, on);
    expect(r).toMatchObject({ daysLapsed: 195, overduePremiums: 1, needsHealthDeclaration: true, canPayOnline: false });
    expect(r.note).toMatch(/declaration of good health/);
    const pay = await t.call(aarav, ps.createReinstatementOrder, {
      clientId: aarav.clientId,
      policyNo: '20000001',
      amount: r.totalAmount,
      returnUrl,
    });
    expect(pay.envelope?.message).toMatch(/lapsed for more than 180 days/);
    const { serviceRequestId } = await t.data(aarav, ps.raiseReinstatementRequest, { ...on, declarationAccepted: true });
    expect((await track(t, aarav)).find((x) => x.srNumber === serviceRequestId)).toMatchObject({
      srSubject: 'Policy Reinstatement Request',
      srPolicyNo: '20000001',
      srStatus: 'Open',
    });
    const again = await t.call(aarav, ps.raiseReinstatementRequest, { ...on, declarationAccepted: true });
    expect(again.envelope?.message).toBe('You have already raised this request.');
  });
});
