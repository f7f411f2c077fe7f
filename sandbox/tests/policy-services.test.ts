import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funds, help, policyServices as ps } from '@portal/contracts';
import { BANK_ACCOUNT_MESSAGES } from '../domain/bank-account-rules';
import { inr } from '../domain/format';
import type { LoginTokens } from './support/client';
import { AARAV, PRIYA } from './support/fixtures';
import { backOffice, track } from './support/requests';
import { istDay, srRequestToken, startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

beforeAll(async () => {
  t = await startTestSandbox('policy-services');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

const on = (who: LoginTokens, policyNumber: string) => ({ clientId: who.clientId, policyNumber });
const toPaise = (amount: string) => Math.round(Number(amount) * 100);

describe('which services a policy offers', () => {
  it('decides per policy: loan on the traditional plan in force, reinstatement on the lapsed one, none of them on the annuity', async () => {
    const all = await t.data(aarav, ps.getPolicyServices, {});
    const offered = Object.fromEntries(
      all.map((p) => [p.policyNumber, p.services.filter((s) => s.available).map((s) => s.code)]),
    );
    expect(offered).toEqual({
      '10000001': ['SURRENDER_VALUE', 'CHANGE_FREQUENCY'],
      '10000002': ['SURRENDER_VALUE'],
      '10000003': ['SURRENDER_VALUE'],
      '20000001': ['SURRENDER_VALUE', 'REINSTATEMENT'],
      '20000002': ['CHANGE_FREQUENCY'],
      '20000003': ['LOAN', 'LOAN_REPAYMENT', 'SURRENDER_VALUE', 'CHANGE_FREQUENCY'],
      '30000001': [],
    });
    const term = all.find((p) => p.policyNumber === '20000002');
    expect(term?.services.find((s) => s.code === 'LOAN')).toEqual({
      code: 'LOAN',
      label: 'Loan',
      available: false,
      reason: 'A loan is not available on a term plan.',
    });
    const one = await t.data(aarav, ps.getPolicyServices, { policyNumber: '20000003' });
    expect(one.map((p) => p.policyNumber)).toEqual(['20000003']);
  });
});

describe('loan on 20000003', () => {
  it('shows the eligible amount, outstanding loan, interest rate and the bank account masked', async () => {
    const loan = await t.data(aarav, ps.loanDetails, on(aarav, '20000003'));
    expect(loan).toMatchObject({
      eligible: true,
      reason: null,
      // ₹25,000 paid out 200 days ago at 9%: ₹1,232.88 of interest is owed with it.
      outstandingLoan: '26232.88',
      interestRate: '9.00',
      minimumAmount: '1000.00',
      asOn: istDay(t.now()),
    });
    expect(toPaise(loan.maxLoanAmount)).toBe(Math.round(toPaise(loan.surrenderValue) * 0.9));
    expect(toPaise(loan.eligibleAmount)).toBe(Math.floor((toPaise(loan.maxLoanAmount) - 2_623_288) / 100) * 100);
    const surrender = await t.data(aarav, ps.surrenderDetails, on(aarav, '20000003'));
    // The loan works on the value before the loan is taken off; surrender pays it after.
    expect(toPaise(surrender.surrenderValue)).toBe(toPaise(loan.surrenderValue) - 2_623_288);

    expect(await t.data(aarav, ps.getLoanBankDetails, on(aarav, '20000003'))).toEqual({
      accountHolderName: 'Aarav Sharma',
      bankName: 'HDFC Bank',
      maskedAccountNumber: 'XXXXXXXXXX7891',
      ifsc: 'HDFC0000001',
    });
    const term = await t.data(aarav, ps.loanDetails, on(aarav, '20000002'));
    expect(term).toMatchObject({ eligible: false, reason: 'A loan is not available on a term plan.', eligibleAmount: '0.00' });
  });

  it('refuses an amount above the eligible one naming the maximum, and below ₹1,000', async () => {
    const { eligibleAmount } = await t.data(aarav, ps.loanDetails, on(aarav, '20000003'));
    const above = (Number(eligibleAmount) + 1).toFixed(2);
    const res = await t.call(aarav, ps.requestLoanAmount, { ...on(aarav, '20000003'), amount: above });
    expect(res.envelope).toMatchObject({
      code: 400,
      message: ps.LOAN_MESSAGES.aboveEligible(`₹${inr(toPaise(eligibleAmount))}`),
    });
    expect(res.envelope?.message).toMatch(
      /^The loan amount cannot be more than your eligible amount of ₹\d{1,2}(,\d{2})*,\d{3}\.00\.$/,
    );
    const low = await t.call(aarav, ps.requestLoanAmount, { ...on(aarav, '20000003'), amount: '999' });
    expect(low.envelope).toMatchObject({ code: 400, message: 'The minimum loan amount is ₹1,000.' });
    const srPolicyLoan = await t.call(aarav, ps.srPolicyLoan, { ...on(aarav, '20000003'), amount: above, srRequestToken: 'x' });
    expect(srPolicyLoan.envelope?.code).toBe(400);
  });

  it('raises a loan request within the amount, confirmed with the OTP; approved, it is owed on the policy', async () => {
    const quote = await t.data(aarav, ps.requestLoanAmount, { ...on(aarav, '20000003'), amount: '50000' });
    expect(quote).toMatchObject({
      amount: '50000.00',
      interestRate: '9.00',
      bankAccount: { maskedAccountNumber: 'XXXXXXXXXX7891' },
    });
    const noToken = await t.call(aarav, ps.srPolicyLoan, { ...on(aarav, '20000003'), amount: '50000', srRequestToken: 'nope' });
    expect(noToken.envelope?.message).toBe('Your OTP verification is no longer valid. Please verify with a new OTP.');

    const token = await srRequestToken(t, aarav, '20000003', 'POLICY_LOAN');
    const { serviceRequestId } = await t.data(aarav, ps.srPolicyLoan, {
      ...on(aarav, '20000003'),
      amount: '50000',
      srRequestToken: token,
    });
    expect(serviceRequestId).toMatch(/^\d{8}$/);
    const [sms] = await t.client.outbox();
    expect(sms?.text).toBe(`Your Policy Loan Request SR ${serviceRequestId} is received. We will respond within 7 days.`);
    const tracked = (await track(t, aarav)).find((r) => r.srNumber === serviceRequestId);
    expect(tracked).toMatchObject({
      srSubject: 'Policy Loan Request',
      srPolicyNo: '20000003',
      srStatus: 'Open',
      category: 'REQUEST',
    });

    // One open loan request per policy: refused before another OTP.
    const again = await t.call(aarav, ps.requestLoanAmount, { ...on(aarav, '20000003'), amount: '1000' });
    expect(again.envelope?.message).toBe('You have already raised this request.');
    const otp = await t.call(aarav, funds.generateSrOtp, { ...on(aarav, '20000003'), srRequestType: 'POLICY_LOAN' });
    expect(otp.envelope?.message).toBe('You have already raised this request.');

    const enquiry = await t.data(aarav, ps.getPolicyLoanEnquiry, on(aarav, '20000003'));
    expect(enquiry).toMatchObject({
      outstandingLoan: '26232.88',
      loans: [{ srNumber: serviceRequestId, amount: '50000.00', status: 'Open' }],
    });
    expect((await backOffice(t, 'approve', { srNumber: serviceRequestId })).status).toBe(200);
    // The customer hears that the money is on its way, and how much.
    const told = (await t.client.outbox()).filter((m) =>
      m.text.startsWith(`Your request SR ${serviceRequestId} (Policy Loan Request) has been approved`),
    );
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(told[0]?.text).toBe(
      `Your request SR ${serviceRequestId} (Policy Loan Request) has been approved and completed. ` +
        'The loan of ₹50,000.00 is being paid into your bank account on record.',
    );
    const after = await t.data(aarav, ps.getPolicyLoanEnquiry, on(aarav, '20000003'));
    // The interest owed so far joins the principal with the new loan; interest then runs from today.
    expect(after).toMatchObject({ outstandingLoan: '76232.88', loans: [{ status: 'Closed' }] });
    expect((await t.data(aarav, ps.loanDetails, on(aarav, '20000003'))).outstandingLoan).toBe('76232.88');
  });

  it('sends no loan OTP on a plan without a loan', async () => {
    const res = await t.call(aarav, funds.generateSrOtp, { ...on(aarav, '10000001'), srRequestType: 'POLICY_LOAN' });
    expect(res.envelope).toMatchObject({ code: 400, message: 'A loan is not available on a unit-linked plan.' });
  });
});

describe('surrender value', () => {
  it('gives a traditional plan its value as on today with parts that add up, what is given up and how to proceed', async () => {
    const s = await t.data(aarav, ps.surrenderDetails, on(aarav, '20000001'));
    expect(s).toMatchObject({
      eligible: true,
      basis: 'SSV',
      premiumsPaid: '72000.00',
      bonuses: '60000.00',
      asOn: istDay(t.now()),
    });
    expect(toPaise(s.specialSurrenderValue as string)).toBeGreaterThan(toPaise(s.guaranteedSurrenderValue as string));
    expect(s.components.reduce((sum, c) => sum + toPaise(c.amount), 0)).toBe(toPaise(s.surrenderValue));
    expect(s.givesUp[0]).toBe('Life cover of ₹5,00,000.00 ends on the day of surrender, with any riders.');
    expect(s.howToProceed.length).toBeGreaterThan(1);
  });
  it('values a ULIP at its fund value less the discontinuance charge; a term plan has none', async () => {
    const u = await t.data(aarav, ps.surrenderDetails, on(aarav, '10000001'));
    expect(u.basis).toBe('FUND_VALUE');
    expect(u.components.map((c) => c.code)).toEqual(['FUND_VALUE', 'DISCONTINUANCE_CHARGE']);
    expect(u.components.reduce((sum, c) => sum + toPaise(c.amount), 0)).toBe(toPaise(u.surrenderValue));
    const term = await t.data(aarav, ps.surrenderDetails, on(aarav, '20000002'));
    expect(term).toMatchObject({
      eligible: false,
      reason: 'A term plan has no surrender value.',
      surrenderValue: '0.00',
      components: [],
    });
  });
});

describe('premium frequency', () => {
  it('offers the frequencies with the premium for each and raises a change request', async () => {
    const f = await t.data(aarav, ps.frequencyBilling, on(aarav, '20000003'));
    expect(f).toMatchObject({ eligible: true, currentFrequency: 'Annual' });
    expect(f.options.map((o) => [o.frequency, o.modalFactor, o.modalPremium, o.current])).toEqual([
      ['Annual', '1.0000', '50000.00', true],
      ['Half-Yearly', '0.5100', '25500.00', false],
      ['Quarterly', '0.2600', '13000.00', false],
      ['Monthly', '0.0883', '4415.00', false],
    ]);
    const same = await t.call(aarav, ps.changePolicyFrequency, { ...on(aarav, '20000003'), newFrequency: 'Annual' });
    expect(same.envelope).toMatchObject({
      code: 400,
      message: 'Your premium is already paid annual. Please choose another frequency.',
    });
    const { serviceRequestId } = await t.data(aarav, ps.changePolicyFrequency, {
      ...on(aarav, '20000003'),
      newFrequency: 'Monthly',
    });
    expect((await track(t, aarav)).find((r) => r.srNumber === serviceRequestId)).toMatchObject({
      srSubject: 'Premium Frequency Change Request',
      srStatus: 'Open',
    });
    const dup = await t.call(aarav, ps.changePolicyFrequency, { ...on(aarav, '20000003'), newFrequency: 'Quarterly' });
    expect(dup.envelope?.message).toBe('You have already raised this request.');
    // Approved: the new instalment replaces the old, and the breakup still adds up to it.
    await backOffice(t, 'approve', { srNumber: serviceRequestId });
    const now = await t.data(aarav, ps.frequencyBilling, on(aarav, '20000003'));
    expect(now.options.find((o) => o.current)).toMatchObject({ frequency: 'Monthly', modalPremium: '4415.00' });
    const lapsed = await t.data(aarav, ps.frequencyBilling, on(aarav, '20000001'));
    expect(lapsed).toMatchObject({ eligible: false, options: [], effectiveFrom: null });
  });
});

describe('unclaimed amounts', () => {
  it('lists the matured 50000001 maturity amount with how to claim it; claiming raises a request', async () => {
    const [u, ...rest] = await t.data(aarav, ps.unclaimedAmounts, {});
    expect(rest).toEqual([]);
    expect(u).toMatchObject({
      id: expect.stringMatching(/^UCA\d{10}$/),
      policyNumber: '50000001',
      kind: 'Maturity Benefit',
      amount: '320000.00',
      reason: 'Payment returned by the bank (account closed)',
      status: 'Unclaimed',
      srNumber: null,
      payTo: { bankName: 'HDFC Bank', maskedAccountNumber: 'XXXXXXXXXX7891' },
    });
    // Matured: not among the policies, but its money is still reachable.
    expect((await t.data(aarav, ps.getPolicyServices, {})).some((p) => p.policyNumber === '50000001')).toBe(false);

    expect(
      (await t.call(priya, ps.claimUnclaimedAmount, { clientId: priya.clientId, id: u?.id as string })).envelope,
    ).toMatchObject({ code: 404, message: 'Unclaimed amount not found.' });
    // The bank returned it: it is paid again only into an account verified since (issue 27 §4).
    const notVerified = BANK_ACCOUNT_MESSAGES.notVerified;
    expect(u?.howToClaim).toEqual([notVerified]);
    const early = await t.call(aarav, ps.claimUnclaimedAmount, { clientId: aarav.clientId, id: u?.id as string });
    expect(early.envelope).toMatchObject({ code: 400, message: notVerified });
    const verified = await t.client.admin('/__sandbox/bank-accounts/verify', { mobile: AARAV.mobile });
    expect(verified.status).toBe(200);
    expect((await t.data(aarav, ps.unclaimedAmounts, {}))[0]?.howToClaim).toHaveLength(3);
    const { serviceRequestId } = await t.data(aarav, ps.claimUnclaimedAmount, { clientId: aarav.clientId, id: u?.id as string });
    expect((await t.data(aarav, ps.unclaimedAmounts, {}))[0]).toMatchObject({
      status: 'Claim Requested',
      srNumber: serviceRequestId,
    });
    expect((await track(t, aarav)).find((r) => r.srNumber === serviceRequestId)).toMatchObject({
      srSubject: 'Unclaimed Amount Claim Request',
      srPolicyNo: '50000001',
    });
    const again = await t.call(aarav, ps.claimUnclaimedAmount, { clientId: aarav.clientId, id: u?.id as string });
    expect(again.envelope?.message).toBe('You have already raised this request.');
    await backOffice(t, 'approve', { srNumber: serviceRequestId });
    expect((await t.data(aarav, ps.unclaimedAmounts, {}))[0]?.status).toBe('Paid');
    expect(await t.data(priya, ps.unclaimedAmounts, {})).toEqual([]);
  });
});

describe('help content', () => {
  it('answers contact channels, the messaging-app loan link and FAQs', async () => {
    const h = await t.data(aarav, help.getHelpContent, {});
    expect(h.contacts.map((c) => c.channel)).toEqual(['PHONE', 'EMAIL', 'BRANCH_LOCATOR']);
    expect(h.messagingAppLoan.link).toBe(
      `https://wa.me/${h.messagingAppLoan.phoneNumber}?text=${encodeURIComponent(h.messagingAppLoan.text)}`,
    );
    expect(h.faqs.length).toBeGreaterThanOrEqual(4);
  });
});

describe("another customer's policy", () => {
  it('is refused by every service exactly like a policy that does not exist', async () => {
    const calls = [
      ps.loanDetails,
      ps.getLoanBankDetails,
      ps.getPolicyLoanEnquiry,
      ps.surrenderDetails,
      ps.reinstatementEnquiry,
      ps.frequencyBilling,
    ] as const;
    for (const c of calls) {
      const res = await t.call(priya, c, on(priya, '20000003'));
      expect(res.envelope, c.path).toMatchObject({ code: 404, message: 'Policy not found.' });
    }
    const more = await Promise.all([
      t.call(priya, ps.getPolicyServices, { policyNumber: '20000003' }),
      t.call(priya, ps.requestLoanAmount, { ...on(priya, '20000003'), amount: '1000' }),
      t.call(priya, ps.srPolicyLoan, { ...on(priya, '20000003'), amount: '1000', srRequestToken: 'x' }),
      t.call(priya, ps.changePolicyFrequency, { ...on(priya, '20000003'), newFrequency: 'Monthly' }),
      t.call(priya, ps.raiseReinstatementRequest, { ...on(priya, '20000001'), declarationAccepted: true }),
      t.call(priya, ps.createReinstatementOrder, {
        clientId: priya.clientId,
        policyNo: '20000001',
        amount: '1.00',
        returnUrl: 'http://portal.test/order-confirmation',
      }),
      t.call(priya, funds.generateSrOtp, { ...on(priya, '20000003'), srRequestType: 'POLICY_LOAN' }),
    ]);
    for (const res of more) expect(res.envelope).toMatchObject({ code: 404, message: 'Policy not found.' });
    // Someone else's clientId in the body is not the caller's.
    expect((await t.call(aarav, ps.loanDetails, on(priya, '20000003'))).envelope).toMatchObject({
      code: 400,
      message: 'Invalid request.',
    });
  });
});
