import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataOf, policy, premium } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { addMonthsClamped } from '../store/calendar';
import { istDay, startTestSandbox, type TestSandbox } from './support/sandbox';
import { AARAV, PORTAL_ORIGIN, PRIYA } from './support/fixtures';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;
const RETURN = `${PORTAL_ORIGIN}/order-confirmation`;
const MSG = {
  noDue: 'No premium is due on this policy.',
  changed: 'The premium amount has changed. Please review it and pay again.',
  pending: 'A payment for this premium is already being processed. Please wait for it to complete.',
  paid: 'This premium has already been paid.',
  failed: 'Your payment could not be completed. If any amount was debited, it will be refunded within 5-7 working days.',
};

const breakup = (who: LoginTokens, policyNumber: string) => t.call(who, premium.getPremiumBreakup, { policyNumber });
const order = (who: LoginTokens, policyNo: string, amount: string, returnUrl = RETURN) =>
  t.call(who, premium.createOrder, { clientId: who.clientId, policyNo, amount, returnUrl });
const status = (who: LoginTokens, transactionId: string) =>
  t.call(who, premium.paymentStatus, { clientId: who.clientId, transactionId, type: 'CP' });
const submit = (tx: string, action: 'complete' | 'fail' | 'pending') =>
  fetch(`${t.sb.url}/pg/checkout/${tx}/${action}`, { method: 'POST', redirect: 'manual' });
async function cards(who: LoginTokens) {
  const list = await t.data(who, policy.getCustomerPolicyDetails, {});
  return Object.fromEntries(list.map((p) => [p.policyNo, p]));
}
async function newOrder(who: LoginTokens, policyNo: string, returnUrl = RETURN): Promise<string> {
  const { totalAmount } = await t.data(who, premium.getPremiumBreakup, { policyNumber: policyNo });
  const res = await order(who, policyNo, totalAmount, returnUrl);
  return premium.createOrder.data.parse(res.envelope?.data).transactionId;
}
const paise = (s: string) => Math.round(Number(s) * 100);
const iso = (dmy: string) => dmy.split('/').reverse().join('-');
const dmyOf = (isoDay: string) => isoDay.split('-').reverse().join('/');

beforeAll(async () => {
  // Six months of advance premium, so every regular premium in the cast has a breakup to check.
  t = await startTestSandbox('premium', { advancePremiumMonths: 6 });
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('premium breakup', () => {
  it('adds base, riders, tax and late fee up to the amount the policy card shows', async () => {
    const byNo = await cards(aarav);
    for (const [no, card] of Object.entries(byNo)) {
      const b = await t.data(aarav, premium.getPremiumBreakup, { policyNumber: no });
      if (no === '10000003' || no === '30000001') {
        expect(b).toMatchObject({ kind: 'NONE', payable: false, message: MSG.noDue, nextDueDate: null, lines: [] });
        expect(card.payableAmount).toBeNull();
        continue;
      }
      expect(b.payable).toBe(true);
      for (const l of b.lines) expect(l.amount).toMatch(/^\d+\.\d{2}$/);
      expect(b.lines.reduce((s, l) => s + paise(l.amount), 0)).toBe(paise(b.totalAmount));
      expect(card.payableAmount).toBe(b.totalAmount);
      expect(b.dueDate).toBe(card.premDue);
    }
  });

  it('applies the documented tax and late-fee rules', async () => {
    const get = async (no: string) => t.data(aarav, premium.getPremiumBreakup, { policyNumber: no });
    const amounts = (b: DataOf<typeof premium.getPremiumBreakup>) => b.lines.map((l) => [l.code, l.amount]);
    // ULIP: no GST on the premium, due in 10 days: no late fee.
    expect(amounts(await get('10000001'))).toEqual([
      ['BASE', '5000.00'],
      ['TAX', '0.00'],
    ]);
    // Term plan with a rider, renewal year: 2.25% GST on base plus rider.
    const term = await get('20000002');
    expect(amounts(term)).toEqual([
      ['BASE', '16500.00'],
      ['RIDER', '2000.00'],
      ['TAX', '416.25'],
    ]);
    expect(term.lines[1]?.label).toBe('Accidental Death Benefit Rider');
    expect(term.totalAmount).toBe('18916.25');
    // 20 days overdue: one started month at 1.5% of 7,500.
    const overdue = await get('10000002');
    expect(amounts(overdue)).toEqual([
      ['BASE', '7500.00'],
      ['TAX', '0.00'],
      ['LATE_FEE', '112.50'],
    ]);
    expect(overdue.lines[2]?.label).toBe('Late fee (1 month overdue)');
    // Lapsed endowment, 75 days overdue: the revival amount, as Reinstatement charges it (issue 24 §1).
    const lapsed = await get('20000001');
    expect(lapsed).toMatchObject({ kind: 'REVIVAL', payable: true, totalAmount: '25330.00' });
    expect(lapsed.lines.map((l) => [l.label, l.amount])).toEqual([
      ['Overdue premiums (1 instalment)', '24000.00'],
      ['GST on the premiums', '540.00'],
      ['Revival interest at 9% a year (3 months)', '540.00'],
      ['Revival fee (₹250 an instalment)', '250.00'],
    ]);
  });

  it("answers another customer's policy as not found", async () => {
    expect((await breakup(priya, '10000001')).envelope).toEqual({ code: 404, message: 'Policy not found.' });
    expect((await order(priya, '10000001', '5000.00')).envelope).toEqual({ code: 404, message: 'Policy not found.' });
  });
});

describe('paying a premium', () => {
  let firstTx = '';
  let paidTx = '';

  it('refuses an amount other than the breakup total', async () => {
    for (const amount of ['4999.99', '5000.001', '5100.00']) {
      expect((await order(aarav, '10000001', amount)).envelope).toEqual({ code: 400, message: MSG.changed });
    }
    expect((await order(aarav, '10000003', '1.00')).envelope).toEqual({ code: 400, message: MSG.noDue });
    // Not yet due and not asked for by its due date: an advance is never paid by accident.
    expect((await order(aarav, '20000003', '51125.00')).envelope).toEqual({ code: 400, message: MSG.noDue });
  });

  it('opens the hosted checkout and replaces an order the payer never submitted', async () => {
    const res = await order(aarav, '10000001', '5000.00');
    const created = premium.createOrder.data.parse(res.envelope?.data);
    firstTx = created.transactionId;
    expect(firstTx).toMatch(/^TXN\d{12}$/);
    expect(created.redirectionLink).toBe(`${t.sb.url}/pg/checkout/${firstTx}`);
    expect((await status(aarav, firstTx)).envelope).toMatchObject({ code: 202, data: { paymentStatus: 'PENDING' } });

    const page = await fetch(created.redirectionLink);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const s of ['<html lang="en">', '<title>', '<h1>', 'Life Insurance Premium', '10000001', 'Pay ₹5,000.00']) {
      expect(html).toContain(s);
    }
    for (const a of ['complete', 'fail', 'pending']) expect(html).toContain(`action="/pg/checkout/${firstTx}/${a}"`);
    expect(html).toContain('Simulate failure');
    expect(html).toContain('Leave pending');

    paidTx = await newOrder(aarav, '10000001');
    expect(paidTx).not.toBe(firstTx);
    expect((await status(aarav, firstTx)).envelope).toMatchObject({
      code: 400,
      message: MSG.failed,
      data: { paymentStatus: 'FAILED', policyNo: '10000001', advance: false },
    });
    // The replaced order is final: paying on its old page changes nothing.
    expect((await submit(firstTx, 'complete')).status).toBe(303);
    expect((await status(aarav, firstTx)).envelope?.code).toBe(400);
  });

  it('allows one payment per due, pending or paid', async () => {
    const pending = await submit(paidTx, 'pending');
    expect(pending.status).toBe(303);
    expect(pending.headers.get('location')).toBe(`${RETURN}?transactionId=${paidTx}`);
    const st = await status(aarav, paidTx);
    expect(st.envelope).toMatchObject({
      code: 202,
      message: 'Your payment is being processed. We will update you once it is confirmed.',
      data: {
        paymentStatus: 'PENDING',
        policyNo: '10000001',
        amount: '5000.00',
        receiptNumber: null,
        paidAt: null,
        advance: false,
      },
    });
    expect((await order(aarav, '10000001', '5000.00')).envelope).toEqual({ code: 400, message: MSG.pending });
    await submit(paidTx, 'complete');
    expect((await status(aarav, paidTx)).envelope?.code).toBe(202);

    expect((await t.client.admin('/__sandbox/settle', { transactionId: paidTx, status: 'SUCCESS' })).status).toBe(200);
    expect((await t.client.admin('/__sandbox/settle', { transactionId: paidTx, status: 'FAILED' })).status).toBe(409);
    await submit(paidTx, 'fail');
    const done = await status(aarav, paidTx);
    expect(done.envelope).toMatchObject({ code: 200, message: 'Your payment was successful.' });
    const data = premium.paymentStatus.data.parse(done.envelope?.data);
    expect(data).toMatchObject({ paymentStatus: 'SUCCESS', transactionId: paidTx, amount: '5000.00' });
    expect(data.receiptNumber).toMatch(/^RCPT\d{10}$/);
    expect(Date.parse(data.paidAt ?? '')).not.toBeNaN();

    // A second press on the page that showed the premium just paid (its due date with it).
    const asked = await t.call(aarav, premium.createOrder, {
      clientId: aarav.clientId,
      policyNo: '10000001',
      amount: '5000.00',
      returnUrl: RETURN,
      dueDate: istDay(t.now(), 10),
    });
    expect(asked.envelope).toEqual({ code: 400, message: MSG.paid });
    // Without a due date the next premium, now payable in advance, is not paid by accident.
    expect((await order(aarav, '10000001', '5000.00')).envelope).toEqual({ code: 400, message: MSG.noDue });
  });

  it('moves the policy on by one period and lists the receipt first', async () => {
    const oldDue = istDay(t.now(), 10, 'iso');
    const card = (await cards(aarav))['10000001'];
    expect(card).toMatchObject({
      premDue: dmyOf(addMonthsClamped(oldDue, 1)),
      paidToDate: dmyOf(addMonthsClamped(oldDue, 1)),
      premiumStatus: 'Premium Paid',
    });
    const { receiptNumber } = await t.data(aarav, premium.paymentStatus, {
      clientId: aarav.clientId,
      transactionId: paidTx,
      type: 'CP',
    });
    const history = await t.data(aarav, premium.getPremiumPaymentHistory, {});
    expect(history.policies.map((p) => p.policyNo)).toEqual(Object.keys(await cards(aarav)));
    const receipts = history.policies.find((p) => p.policyNo === '10000001')?.receiptDetails ?? [];
    // 42 months paid before the portal (the ledger's seed), and this one.
    expect(receipts).toHaveLength(43);
    expect(receipts[0]).toEqual({
      receiptNumber,
      receiptDate: istDay(t.now()),
      amount: '5000.00',
      transactionId: paidTx,
      paymentMode: 'Online',
      dueDate: dmyOf(oldDue),
    });
    const dates = receipts.map((r) => iso(r.receiptDate));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(history.policies.find((p) => p.policyNo === '20000002')?.receiptDetails).toHaveLength(2);

    const text = `We have received your premium of ₹5,000.00 for policy 10000001. Receipt no. ${receiptNumber}.`;
    const outbox = await t.client.outbox();
    expect(outbox.find((m) => m.channel === 'sms' && m.to === AARAV.mobile && m.text === text)).toBeDefined();
    expect(outbox.find((m) => m.channel === 'email' && m.to === 'aarav.sharma@example.com' && m.text === text)).toBeDefined();
  });

  it('pays up a lapsed policy and brings it back in force', async () => {
    const oldDue = istDay(t.now(), -75, 'iso');
    const tx = await newOrder(aarav, '20000001');
    expect((await status(aarav, tx)).envelope?.data).toMatchObject({ amount: '25330.00' });
    await submit(tx, 'complete');
    expect((await cards(aarav))['20000001']).toMatchObject({
      policyStatusCode: 'IF',
      policyStatus: 'In Force',
      premDue: dmyOf(addMonthsClamped(oldDue, 12)),
    });
    const covers = await t.data(aarav, policy.getCoverageDetailsByPolicyNo, { policyNumber: '20000001' });
    expect(covers.every((c) => c.status === 'Active')).toBe(true);
  });

  it('returns to a URL with a query, and keeps transactions to their customer', async () => {
    const ret = `${RETURN}?from=app`;
    const tx = await newOrder(priya, '40000001', ret);
    const res = await submit(tx, 'fail');
    expect(res.headers.get('location')).toBe(`${ret}&transactionId=${tx}`);
    expect((await status(priya, tx)).envelope).toMatchObject({ code: 400, message: MSG.failed, data: { policyNo: '40000001' } });
    expect((await status(aarav, tx)).envelope).toEqual({ code: 404, message: 'Transaction not found.' });
    expect((await status(priya, 'TXN000000000000')).envelope?.code).toBe(404);
    expect((await fetch(`${t.sb.url}/pg/checkout/TXN000000000000`)).status).toBe(404);
  });
});

describe('late fee', () => {
  it('is charged once the due date passes, at least ₹100, on the card too', async () => {
    t.advanceDays(12);
    const me = await t.client.login(PRIYA.mobile);
    const b = await t.data(me, premium.getPremiumBreakup, { policyNumber: '40000001' });
    expect(b.lines.map((l) => [l.code, l.amount])).toEqual([
      ['BASE', '3000.00'],
      ['TAX', '0.00'],
      ['LATE_FEE', '100.00'],
    ]);
    expect(b.totalAmount).toBe('3100.00');
    expect((await cards(me))['40000001']).toMatchObject({ payableAmount: '3100.00', premiumStatus: 'Premium Overdue' });
  });
});
