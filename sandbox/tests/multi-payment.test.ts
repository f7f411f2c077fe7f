import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataOf, premium } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { startTestSandbox, type TestSandbox } from './support/sandbox';
import { AARAV, PORTAL_ORIGIN, PRIYA } from './support/fixtures';

/** One payment for several dues (issue 25 §2): one gateway transaction, one receipt per policy, all or none. */
let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;
const RETURN = `${PORTAL_ORIGIN}/order-confirmation`;
const DUES = ['10000001', '10000002'];
type Breakup = DataOf<typeof premium.getDuesBreakup>;

const breakup = (policyNumbers: string[]) => t.data(aarav, premium.getDuesBreakup, { policyNumbers });
/** Pays what the breakup showed: each policy's due date and amount, and its total. */
const asShown = (b: Breakup) => ({
  clientId: aarav.clientId,
  returnUrl: RETURN,
  amount: b.totalAmount,
  policies: b.policies.map((p) => ({ policyNo: p.policyNo, dueDate: p.dueDate ?? '', amount: p.totalAmount })),
});
/** The DD/MM/YYYY day `years` years from `dmy`. */
const yearsOn = (dmy: string, years: number) => dmy.replace(/\d{4}$/, (y) => String(Number(y) + years));
const order = (body: ReturnType<typeof asShown>) => t.call(aarav, premium.createMultiOrder, body);
async function newOrder(b: Breakup): Promise<string> {
  const res = await order(asShown(b));
  return premium.createMultiOrder.data.parse(res.envelope?.data).transactionId;
}
const status = (transactionId: string) =>
  t.call(aarav, premium.paymentStatus, { clientId: aarav.clientId, transactionId, type: 'CP' });
const submit = (tx: string, action: 'complete' | 'fail') =>
  fetch(`${t.sb.url}/pg/checkout/${tx}/${action}`, { method: 'POST', redirect: 'manual' });
async function receiptsUnder(transactionId: string) {
  const history = await t.data(aarav, premium.getPremiumPaymentHistory, {});
  return history.policies.flatMap((p) =>
    p.receiptDetails.filter((r) => r.transactionId === transactionId).map((r) => ({ policyNo: p.policyNo, ...r })),
  );
}

beforeAll(async () => {
  t = await startTestSandbox('multi-payment');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('one payment for several dues', () => {
  it('lists each policy with its lines, leaves out what is not a due, and totals the rest', async () => {
    const b = await breakup([...DUES, '20000001', '20000002']);
    expect(b.policies.map((p) => [p.policyNo, p.included, p.totalAmount])).toEqual([
      ['10000001', true, '5000.00'],
      ['10000002', true, '7612.50'],
      ['20000001', false, '25330.00'],
      ['20000002', false, '0.00'],
    ]);
    expect(b.policies[1]?.lines.map((l) => l.code)).toEqual(['BASE', 'TAX', 'LATE_FEE']);
    expect(b.policies[2]?.message).toMatch(/revival amount is paid on its own/);
    expect(b.policies[3]?.message).toBe('No premium is due on this policy.');
    expect(b.totalAmount).toBe('12612.50');
    // Another customer's policy among them: the whole request is unknown.
    expect((await t.call(priya, premium.getDuesBreakup, { policyNumbers: ['10000001'] })).envelope?.code).toBe(404);
  });

  it('refuses the whole payment, naming the policy, when one is not a due as shown', async () => {
    const shown = asShown(await breakup(DUES));
    const refused = async (body: ReturnType<typeof asShown>) => (await order(body)).envelope;
    // A revival goes on its own.
    const revival = asShown(await breakup([...DUES, '20000001']));
    expect(await refused(revival)).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^Policy 20000001: This policy has lapsed/),
    });
    // A due date other than the one the page showed (a stale page) is refused, as for one premium.
    const stale = { ...shown, policies: shown.policies.map((p, i) => (i === 1 ? { ...p, dueDate: yearsOn(p.dueDate, -1) } : p)) };
    expect(await refused(stale)).toMatchObject({ code: 400, message: expect.stringMatching(/^Policy 10000002: /) });
    const later = { ...shown, policies: shown.policies.map((p, i) => (i === 0 ? { ...p, dueDate: yearsOn(p.dueDate, 1) } : p)) };
    expect(await refused(later)).toMatchObject({
      code: 400,
      message: 'Policy 10000001: The premium amount has changed. Please review it and pay again.',
    });
    // The amount is the core's: a total other than its own is refused.
    expect(await refused({ ...shown, amount: '12612.00' })).toMatchObject({ code: 400, message: /amount has changed/ });
    expect(await refused({ ...shown, policies: [...shown.policies, shown.policies[0]!] })).toMatchObject({ code: 400 });
    // Another customer cannot pay them.
    const other = await t.call(priya, premium.createMultiOrder, { ...shown, clientId: priya.clientId });
    expect(other.envelope?.code).toBe(404);
  });

  it('a payment of one of the premiums gives up an unsubmitted payment of several, whole', async () => {
    const tx = await newOrder(await breakup(DUES));
    const single = await t.call(aarav, premium.createOrder, {
      clientId: aarav.clientId,
      policyNo: '10000001',
      amount: '5000.00',
      returnUrl: RETURN,
    });
    expect(single.envelope?.code).toBe(200);
    await submit(tx, 'complete');
    expect((await status(tx)).envelope).toMatchObject({ code: 400, data: { paymentStatus: 'FAILED' } });
    expect(await receiptsUnder(tx)).toEqual([]);
  });

  it('a failure pays none; the retry pays each once, with a receipt each under one transaction', async () => {
    const b = await breakup(DUES);
    const failedTx = await newOrder(b);
    const checkout = await (await fetch(`${t.sb.url}/pg/checkout/${failedTx}`)).text();
    expect(checkout).toContain('10000001, 10000002');
    expect(checkout).toContain('₹12,612.50');
    await submit(failedTx, 'fail');
    const failed = (await status(failedTx)).envelope;
    expect(failed).toMatchObject({ code: 400, data: { paymentStatus: 'FAILED', amount: '12612.50' } });
    expect(failed?.data?.policies).toEqual([
      { policyNo: '10000001', amount: '5000.00', receiptNumber: null, dueDate: b.policies[0]?.dueDate },
      { policyNo: '10000002', amount: '7612.50', receiptNumber: null, dueDate: b.policies[1]?.dueDate },
    ]);
    expect(await breakup(DUES)).toEqual(b);

    // Retry: the same dues, a fresh transaction.
    const tx = await newOrder(b);
    expect(tx).not.toBe(failedTx);
    expect((await submit(tx, 'complete')).status).toBe(303);
    const paid = (await status(tx)).envelope;
    expect(paid).toMatchObject({ code: 200, data: { paymentStatus: 'SUCCESS', transactionId: tx } });
    const receipts = paid?.data?.policies?.map((p) => p.receiptNumber) ?? [];
    expect(receipts).toHaveLength(2);
    for (const r of receipts) expect(r).toMatch(/^RCPT\d{10}$/);
    expect(new Set(receipts).size).toBe(2);

    // Replayed confirmations change nothing: the gateway's post again, the bank's late answer, the failed one.
    await submit(tx, 'complete');
    await submit(failedTx, 'complete');
    expect((await t.client.admin('/__sandbox/settle', { transactionId: tx, status: 'SUCCESS' })).status).toBe(409);
    const ledger = await receiptsUnder(tx);
    expect(ledger.map((r) => [r.policyNo, r.receiptNumber, r.amount])).toEqual([
      ['10000001', receipts[0], '5000.00'],
      ['10000002', receipts[1], '7612.50'],
    ]);
    expect(await receiptsUnder(failedTx)).toEqual([]);

    // Each policy moved on; a second retry of the same dues is refused and pays nothing.
    const after = await breakup(DUES);
    for (const [i, p] of after.policies.entries()) expect(p.dueDate).not.toBe(b.policies[i]?.dueDate);
    expect((await order(asShown(b))).envelope).toMatchObject({
      code: 400,
      message: 'Policy 10000001: This premium has already been paid.',
    });
    expect((await receiptsUnder(tx)).length).toBe(2);
  });
});
