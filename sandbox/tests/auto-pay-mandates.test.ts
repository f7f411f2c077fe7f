import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funds, mandates, policy, premium } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { AARAV, PRIYA } from './support/fixtures';
import { track } from './support/requests';
import { istDay, srRequestToken, startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

beforeAll(async () => {
  t = await startTestSandbox('auto-pay');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

const list = (who: LoginTokens) => t.data(who, mandates.listMandates, {});
/** DD/MM/YYYY n years on (due dates move by calendar months, not by 365 days). */
const plusYears = (dmy: string, n: number) => dmy.replace(/\d{4}$/, (y) => String(Number(y) + n));
const seeded = async () => (await list(aarav))[0] as mandates.UpstreamMandate;

describe('my auto pay mandates', () => {
  it("lists 20000002's mandate: UMRN, bank masked, amount, next debit date, Active", async () => {
    const all = await list(aarav);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      umrn: expect.stringMatching(/^BDSK\d{16}$/),
      policyNumber: '20000002',
      policyName: 'Term Shield Plus',
      bankName: 'HDFC Bank',
      maskedAccountNumber: 'XXXXXXXXXX7891',
      maxAmount: '18500.00',
      paymentFrequency: 'Annual',
      nextDebitDate: istDay(t.now(), 120),
      status: 'Active',
      pausedDebits: 0,
      resumesOn: null,
      lastDebit: null,
      canRetry: false,
    });
    expect(await list(priya)).toEqual([]);
  });

  it('retries a failed debit through the premium ledger: receipt written, policy moved on', async () => {
    const { umrn } = await seeded();
    expect((await t.client.admin('/__sandbox/mandates/fail-debit', { umrn })).status).toBe(200);
    const failed = await seeded();
    expect(failed).toMatchObject({
      canRetry: true,
      lastDebit: { status: 'FAILED', reason: 'Insufficient funds', dueDate: istDay(t.now(), 120) },
    });
    expect((await t.client.outbox())[0]?.text).toMatch(
      /^The auto pay debit of ₹\S+ for policy 20000002, due on \d{2}\/\d{2}\/\d{4}, failed \(Insufficient funds\)/,
    );

    expect((await t.call(priya, mandates.reDebit, { clientId: priya.clientId, umrn })).envelope).toMatchObject({
      code: 404,
      message: 'Auto pay mandate not found.',
    });
    const done = await t.data(aarav, mandates.reDebit, { clientId: aarav.clientId, umrn });
    expect(done).toMatchObject({ status: 'SUCCESS', receiptNumber: expect.stringMatching(/^RCPT\d{10}$/) });
    const history = await t.data(aarav, premium.getPremiumPaymentHistory, {});
    expect(history.policies.find((p) => p.policyNo === '20000002')?.receiptDetails[0]).toMatchObject({
      transactionId: done.transactionId,
      paymentMode: 'e-NACH Auto Debit',
      amount: done.amount,
    });
    const card = (await t.data(aarav, policy.getCustomerPolicyDetails, {})).find((p) => p.policyNo === '20000002');
    expect(card?.premDue).toBe(plusYears(istDay(t.now(), 120), 1));
    expect(await seeded()).toMatchObject({ canRetry: false, lastDebit: { status: 'SUCCESS' }, nextDebitDate: card?.premDue });
    const again = await t.call(aarav, mandates.reDebit, { clientId: aarav.clientId, umrn });
    expect(again.envelope?.message).toBe('There is no failed debit to retry on this mandate.');
  });

  it('pauses for a number of debits with the OTP; the tracker shows it Paused', async () => {
    const m = await seeded();
    const tooMany = await t.call(aarav, mandates.pauseMandate, {
      clientId: aarav.clientId,
      umrn: m.umrn,
      debits: 7,
      srRequestToken: 'x',
    });
    expect(tooMany.envelope?.message).toBe('You can pause auto pay for 1 to 6 debits.');
    const token = await srRequestToken(t, aarav, '20000002', 'MANDATE_PAUSE');
    const paused = await t.data(aarav, mandates.pauseMandate, {
      clientId: aarav.clientId,
      umrn: m.umrn,
      debits: 2,
      srRequestToken: token,
    });
    // Annual debits: the next two are skipped, the third is two years after the next.
    expect(paused).toMatchObject({ status: 'Paused', resumesOn: plusYears(m.nextDebitDate as string, 2) });
    expect(await seeded()).toMatchObject({
      status: 'Paused',
      pausedDebits: 2,
      resumesOn: paused.resumesOn,
      nextDebitDate: paused.resumesOn,
    });
    const mine = await track(t, aarav);
    const line = mine.find((r) => r.srNumber === m.umrn);
    expect(line).toMatchObject({ category: 'MANDATE', srStatus: 'Paused' });
    // Its timeline ends with the pause, not with the registration it started from.
    expect(line?.timeline.at(-1)).toMatchObject({
      status: 'Paused',
      message: `Paused for 2 debits. Debits resume on ${paused.resumesOn}.`,
    });
    expect(mine.find((r) => r.srNumber === paused.serviceRequestId)).toMatchObject({
      srSubject: 'Auto Pay Pause Request',
      srStatus: 'Closed',
    });
    const sms = (await t.client.outbox()).find((x) => x.channel === 'sms' && !x.otp);
    expect(sms?.text).toBe(
      `Your request SR ${paused.serviceRequestId}: auto pay (UMRN ${m.umrn}) for policy 20000002 is paused for 2 debits. ` +
        `Debits resume on ${paused.resumesOn}; please pay the premiums due meanwhile online.`,
    );
    const otp = await t.call(aarav, funds.generateSrOtp, {
      clientId: aarav.clientId,
      policyNumber: '20000002',
      srRequestType: 'MANDATE_PAUSE',
    });
    expect(otp.envelope?.message).toBe('This auto pay mandate is already paused.');
  });

  it('cancels with the OTP: Cancelled in the list and the tracker, the policy back to paying online', async () => {
    const m = await seeded();
    const wrongType = await srRequestToken(t, aarav, '20000002', 'MANDATE_PAUSE').catch(() => 'none');
    const refused = await t.call(aarav, mandates.cancelMandate, {
      clientId: aarav.clientId,
      umrn: m.umrn,
      srRequestToken: wrongType,
    });
    expect(refused.envelope?.message).toBe('Your OTP verification is no longer valid. Please verify with a new OTP.');
    const token = await srRequestToken(t, aarav, '20000002', 'MANDATE_CANCEL');
    const done = await t.data(aarav, mandates.cancelMandate, { clientId: aarav.clientId, umrn: m.umrn, srRequestToken: token });
    expect(done.status).toBe('Cancelled');
    expect(await seeded()).toMatchObject({ status: 'Cancelled', nextDebitDate: null, canRetry: false });
    const mine = await track(t, aarav);
    expect(mine.find((r) => r.srNumber === m.umrn)).toMatchObject({ srStatus: 'Cancelled' });
    expect(mine.find((r) => r.srNumber === done.serviceRequestId)).toMatchObject({ srSubject: 'Auto Pay Cancellation Request' });
    const card = (await t.data(aarav, policy.getCustomerPolicyDetails, {})).find((p) => p.policyNo === '20000002');
    expect(card?.paymentType).toBe('cash');
    const otp = await t.call(aarav, funds.generateSrOtp, {
      clientId: aarav.clientId,
      policyNumber: '20000002',
      srRequestType: 'MANDATE_CANCEL',
    });
    expect(otp.envelope).toMatchObject({ code: 404, message: 'Auto pay mandate not found.' });
    expect((await t.client.admin('/__sandbox/mandates/fail-debit', { umrn: m.umrn })).status).toBe(409);
  });

  it("refuses another customer's mandate", async () => {
    const { umrn } = await seeded();
    const res = await t.call(priya, mandates.cancelMandate, { clientId: priya.clientId, umrn, srRequestToken: 'x' });
    expect(res.envelope).toMatchObject({ code: 404, message: 'Auto pay mandate not found.' });
    const otp = await t.call(priya, funds.generateSrOtp, {
      clientId: priya.clientId,
      policyNumber: '20000002',
      srRequestType: 'MANDATE_CANCEL',
    });
    expect(otp.envelope).toMatchObject({ code: 404, message: 'Policy not found.' });
  });
});
