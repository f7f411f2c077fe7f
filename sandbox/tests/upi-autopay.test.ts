import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enach, mandates, premium, upi } from '@portal/contracts';
import { istInstant } from '../store/calendar';
import { dbFile } from '../store/db';
import { AFA_FREE_LIMIT_PAISE, earliestDebitAt, noticeFrom, PRE_DEBIT_NOTICE_MS, upiDebitRule } from '../domain/upi-debits';
import { mandateValidUntil, upiFrequencies } from '../domain/upi-mandates';
import type { LoginTokens } from './support/client';
import { AARAV, PORTAL_ORIGIN, PRIYA } from './support/fixtures';
import { moveClockTo, track } from './support/requests';
import { istDay, startTestSandbox, type TestSandbox } from './support/sandbox';

/*
 * UPI AutoPay (issue 27 §3): the UPI ID's check, the mandate's minimum and validity, approval in
 * the UPI app, the list and tracker, and the debit run's pre-debit notice and the ₹1 lakh rule.
 */
let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;
const RETURN = `${PORTAL_ORIGIN}/enach-registration-confirmation`;
const VPA = 'aarav.sharma@okhdfcbank';

const verify = (who: LoginTokens, policyNo: string, vpa: string) => t.call(who, upi.verifyUpiId, { policyNo, vpa });
const create = (who: LoginTokens, maxAmount: string, policyNo = '10000001') =>
  t.call(who, upi.createUpiMandate, {
    clientId: who.clientId,
    policyNo,
    vpa: VPA,
    maxAmount,
    frequency: 'MONTHLY',
    returnUrl: RETURN,
  });
const answer = (approveUrl: string, what: 'approve' | 'decline') => {
  const u = new URL(approveUrl);
  return fetch(`${t.sb.url}/upi/mandate/${what}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      mandateTokenId: u.searchParams.get('mandateTokenId') ?? '',
      authToken: u.searchParams.get('authToken') ?? '',
    }).toString(),
  });
};
const upiMandates = async (who: LoginTokens) =>
  (await t.data(who, mandates.listMandates, {})).filter((m) => m.mandateType === 'UPI');

beforeAll(async () => {
  t = await startTestSandbox('upi-autopay');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('UPI AutoPay rules', () => {
  it('debits up to ₹1,00,000 without approval; above that it waits for the customer; never above the mandate', () => {
    expect(AFA_FREE_LIMIT_PAISE).toBe(10_000_000);
    expect(upiDebitRule(10_000_000, 20_000_000)).toBe('OK');
    expect(upiDebitRule(10_000_001, 20_000_000)).toBe('NEEDS_APPROVAL');
    expect(upiDebitRule(600_000, 500_000)).toBe('ABOVE_MAXIMUM');
  });

  it('sends the pre-debit notice from 48 hours ahead and never debits within 24 hours of it', () => {
    const dayStart = istInstant('2027-03-10', 0, 0, 0);
    expect(noticeFrom('2027-03-10')).toBe(dayStart - 48 * 3_600_000);
    // On time: the debit goes on its due day.
    expect(earliestDebitAt('2027-03-10', dayStart - 48 * 3_600_000)).toBe(dayStart);
    // A notice sent late (the day before, at noon) holds the debit back a full 24 hours.
    const late = dayStart - 12 * 3_600_000;
    expect(earliestDebitAt('2027-03-10', late)).toBe(late + PRE_DEBIT_NOTICE_MS);
  });

  it('is valid to the premium paying term’s last due date, at the policy’s own frequency or as presented', () => {
    const p = {
      commencement_date: '2020-01-15',
      prem_pay_term: '10 Years',
      payment_frequency: 'Monthly',
      maturity_date: '2040-01-15',
    };
    expect(mandateValidUntil(p)).toBe('2029-12-15');
    expect(mandateValidUntil({ ...p, payment_frequency: 'Annual' })).toBe('2029-01-15');
    expect(upiFrequencies(p)).toEqual(['MONTHLY', 'ASPRESENTED']);
  });
});

describe('UPI AutoPay at the core', () => {
  it('names the UPI ID’s holder with the mandate’s bounds; an unknown UPI ID is refused', async () => {
    const unknown = await verify(aarav, '10000001', 'nobody@okaxis');
    expect(unknown.envelope).toMatchObject({
      code: 400,
      message: 'We could not find this UPI ID. Please check it and try again.',
    });
    const terms = upi.verifyUpiId.data.parse((await verify(aarav, '10000001', ' Aarav.Sharma@okhdfcbank ')).envelope?.data);
    expect(terms).toMatchObject({
      vpa: VPA,
      holderName: 'AARAV SHARMA',
      minAmount: '5000.00',
      frequencies: ['MONTHLY', 'ASPRESENTED'],
    });
    expect(terms.validUntil).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // Someone else's policy reads as not found.
    expect((await verify(priya, '10000001', VPA)).envelope?.code).toBe(404);
  });

  it('refuses a maximum below the premium', async () => {
    const below = await create(aarav, '4999.99');
    expect(below.envelope).toMatchObject({
      code: 400,
      message: 'The maximum amount must be at least your premium of ₹5,000.00.',
    });
  });

  it('a declined mandate is FAILED and not listed', async () => {
    const created = upi.createUpiMandate.data.parse((await create(aarav, '6000')).envelope?.data);
    const res = await answer(created.approveUrl, 'decline');
    const back = new URL(res.headers.get('location') ?? '');
    expect(back.searchParams.get('enachSource')).toBe('UPI');
    const status = await t.data(aarav, enach.getEnachStatus, {
      enachSource: 'UPI',
      customerRefId: created.customerRefId,
      mandateTokenId: created.mandateTokenId,
    });
    expect(status).toMatchObject({ status: 'FAILED', umrn: null });
    expect(await upiMandates(aarav)).toEqual([]);
    // A declined UPI ID is not offered to pick from.
    expect(await t.data(aarav, upi.savedUpiIds, {})).toEqual({ upiIds: [] });
  });

  it('approved in the UPI app: listed as UPI with its masked ID, in the tracker, then notified and debited on the core’s clock', async () => {
    const created = upi.createUpiMandate.data.parse((await create(aarav, '6000')).envelope?.data);
    // The e-NACH provider's return cannot ask after a UPI mandate.
    const wrongSource = await t.call(aarav, enach.getEnachStatus, {
      enachSource: 'BILLDESK',
      customerRefId: created.customerRefId,
      mandateTokenId: created.mandateTokenId,
    });
    expect(wrongSource.envelope?.code).toBe(404);
    expect((await answer(created.approveUrl, 'approve')).status).toBe(303);
    const status = await t.data(aarav, enach.getEnachStatus, {
      enachSource: 'UPI',
      customerRefId: created.customerRefId,
      mandateTokenId: created.mandateTokenId,
    });
    expect(status).toMatchObject({ status: 'SUCCESS', umrn: expect.stringMatching(/^UPIM\d{16}$/), amount: '6000.00' });
    const [listed] = await upiMandates(aarav);
    expect(listed).toMatchObject({ umrn: status.umrn, bankName: 'UPI', upiId: 'aa**********@okhdfcbank', status: 'Active' });
    const tracked = (await track(t, aarav)).find((r) => r.srNumber === status.umrn);
    expect(tracked?.srSubject).toBe('UPI AutoPay Registration');
    // Approved in the UPI app: offered to pick from next time, to this customer only.
    expect(await t.data(aarav, upi.savedUpiIds, {})).toEqual({ upiIds: [VPA] });
    expect(await t.data(priya, upi.savedUpiIds, {})).toEqual({ upiIds: [] });

    // Due in 10 days: nothing yet; 2 days before the due day the notice goes out, and the debit only on the day.
    const due = istDay(t.now(), 10, 'iso');
    expect(await t.client.admin('/__sandbox/mandates/run-debits', {}).then((r) => r.json())).toMatchObject({
      notified: 0,
      debited: 0,
    });
    moveClockTo(t, noticeFrom(due) + 60_000);
    expect(await t.client.admin('/__sandbox/mandates/run-debits', {}).then((r) => r.json())).toMatchObject({
      notified: 1,
      debited: 0,
    });
    const notice = (await t.client.outbox()).find((m) => m.to === AARAV.mobile);
    expect(notice?.text).toMatch(
      /^Pre-debit notice: ₹5,000\.00 will be debited by UPI AutoPay on \d{2}\/\d{2}\/\d{4} for Life Insurance Premium, premium of policy 10000001 \(mandate UPIM\d{16}, reference PDN\d{12}\)\. To stop this debit, pause or cancel/,
    );
    moveClockTo(t, istInstant(due, 0, 0, 0) - 60_000);
    expect(await t.client.admin('/__sandbox/mandates/run-debits', {}).then((r) => r.json())).toMatchObject({
      notified: 0,
      debited: 0,
    });
    moveClockTo(t, istInstant(due, 9, 0, 0));
    expect(await t.client.admin('/__sandbox/mandates/run-debits', {}).then((r) => r.json())).toMatchObject({ debited: 1 });
    aarav = await t.client.login(AARAV.mobile);
    const [after] = await upiMandates(aarav);
    expect(after?.lastDebit).toMatchObject({ status: 'SUCCESS', amount: '5000.00' });
    const history = await t.data(aarav, premium.getPremiumPaymentHistory, {});
    expect(history.policies.find((p) => p.policyNo === '10000001')?.receiptDetails[0]?.amount).toBe('5000.00');
  });

  it('a debit above ₹1,00,000 waits for approval in the UPI app; approved there, it is debited once', async () => {
    // The premium grows past RBI's limit (and the mandate's maximum with it) before the next notice.
    const db = new Database(dbFile(t.dataDir));
    const { id, prem_due: next } = db.prepare("SELECT id, prem_due FROM policies WHERE policy_no = '10000001'").get() as {
      id: number;
      prem_due: string;
    };
    db.prepare("UPDATE coverages SET premium_paise = 12000000 WHERE policy_id = ? AND type = 'BASE'").run(id);
    db.prepare("UPDATE coverages SET premium_paise = 0 WHERE policy_id = ? AND type = 'RIDER'").run(id);
    db.prepare("UPDATE enach_mandates SET amount_paise = 20000000 WHERE policy_id = ? AND kind = 'UPI'").run(id);
    db.close();
    const run = async () => (await t.client.admin('/__sandbox/mandates/run-debits', {})).json();
    moveClockTo(t, noticeFrom(next) + 60_000);
    expect(await run()).toMatchObject({ notified: 1 });
    moveClockTo(t, istInstant(next, 9, 0, 0));
    expect(await run()).toMatchObject({ debited: 0, refused: 1 });
    const ask = (await t.client.outbox()).find((m) => m.to === AARAV.mobile);
    expect(ask?.text).toMatch(/^Your premium of ₹1,20,000\.00 for policy 10000001, due on .* Approve it in your UPI app: http/);
    const link = new URL(/(http\S+)$/.exec(ask?.text ?? '')?.[1] ?? '');
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('₹1,20,000.00');
    // Nothing more is debited by the run while it waits.
    expect(await run()).toMatchObject({ debited: 0 });

    const form = new URLSearchParams({ id: link.searchParams.get('id') ?? '', token: link.searchParams.get('token') ?? '' });
    const post = (what: string) =>
      fetch(`${t.sb.url}/upi/debit/${what}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
    const approved = await post('approve');
    expect(await approved.text()).toMatch(/Approved: ₹1,20,000\.00 was debited\. Receipt RCPT\d{10}\./);
    // The link is spent: a second answer finds nothing to answer.
    expect((await post('decline')).status).toBe(404);
    expect((await fetch(link)).status).toBe(404);
    aarav = await t.client.login(AARAV.mobile);
    const [after] = await upiMandates(aarav);
    expect(after?.lastDebit).toMatchObject({ status: 'SUCCESS', amount: '120000.00' });
  });
});
