import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, funds, premium, serviceRequests, ulipMoney as um } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { AARAV, PORTAL_ORIGIN } from './support/fixtures';
import { readPdf } from './support/read-pdf';
import { backOffice, track } from './support/requests';
import { srRequestToken, startTestSandbox, type TestSandbox } from './support/sandbox';

/** Issue 27 §6: ULIP top-up (paid through the premium's gateway) and partial withdrawal (OTP, back office). */
const ROHIT = { mobile: '9822012345', clientId: 'C1000003' } as const;
const RETURN = `${PORTAL_ORIGIN}/order-confirmation`;

let t: TestSandbox;
let aarav: LoginTokens;
let rohit: LoginTokens;

beforeAll(async () => {
  t = await startTestSandbox('ulip-money');
  aarav = await t.client.login(AARAV.mobile);
  rohit = await t.client.login(ROHIT.mobile);
});
afterAll(() => t.stop());

const on = (who: LoginTokens, policyNumber: string) => ({ clientId: who.clientId, policyNumber });
const options = (who: LoginTokens, policyNumber: string) => t.data(who, um.ulipMoneyOptions, on(who, policyNumber));
const unitsOf = async (who: LoginTokens, policyNumber: string) =>
  Object.fromEntries((await options(who, policyNumber)).funds.map((f) => [f.code, f.units]));
async function unitStatement(who: LoginTokens, policyNumber: string) {
  const res = await t.call(who, documents.downloadDocuments, {
    clientId: who.clientId,
    policyNumber,
    documentType: 'UNIT_STATEMENT',
  });
  const { documentBase64 } = documents.downloadDocuments.data.parse(res.envelope?.data);
  return (await readPdf(Buffer.from(documentBase64, 'base64'))).text;
}
const pay = (tx: string) => fetch(`${t.sb.url}/pg/checkout/${tx}/complete`, { method: 'POST', redirect: 'manual' });

describe('what a policy allows, decided by the core before any form', () => {
  it('offers a top-up on a ULIP in force and refuses a withdrawal inside the 5-year lock-in, saying why', async () => {
    const o = await options(aarav, '10000001');
    expect(o.topUp).toEqual({ available: true, reason: null, minimumAmount: '5000.00', maximumAmount: '1000000.00' });
    expect(o.withdrawal).toMatchObject({
      available: false,
      reason: 'A partial withdrawal is allowed only after the 5-year lock-in period of the policy.',
      minimumRemaining: '25000.00',
      charge: '100.00',
    });
    // The OTP is refused too, so the refusal cannot be gone round.
    const otp = await t.call(aarav, funds.generateSrOtp, { ...on(aarav, '10000001'), srRequestType: 'PARTIAL_WITHDRAWAL' });
    expect(otp.envelope?.message).toBe('A partial withdrawal is allowed only after the 5-year lock-in period of the policy.');
  });

  it('refuses both on a plan that is not unit-linked, and on a ULIP whose premiums are discontinued', async () => {
    expect((await options(aarav, '20000001')).topUp.reason).toBe(
      'Top-up and partial withdrawal are available only on unit-linked plans.',
    );
    expect((await options(aarav, '10000002')).topUp.reason).toBe(
      'Top-up and partial withdrawal are available only while the policy is in force.',
    );
  });

  it('opens a withdrawal on a ULIP past its lock-in, with the most it allows and the account it pays', async () => {
    const o = await options(rohit, '40000002');
    expect(o.withdrawal.available).toBe(true);
    expect(Number(o.withdrawal.maximumAmount)).toBeCloseTo(Number(o.fundValue) - 25_000, 2);
    expect(o.withdrawal.bankAccount).toMatchObject({ bankName: 'Bank of Maharashtra', maskedAccountNumber: 'XXXXXXX6789' });
  });
});

describe('a top-up', () => {
  it('refuses an amount outside the limits and percentages that do not total 100', async () => {
    const body = { ...on(aarav, '10000001'), returnUrl: RETURN };
    const low = await t.call(aarav, um.createTopUpOrder, {
      ...body,
      amount: '4999',
      fundAllocation: [{ virtualFund: 'PROT', percentageOrAmount: 100 }],
    });
    expect(low.envelope?.message).toBe('The top-up amount must be between ₹5,000 and ₹10,00,000.');
    const split = await t.call(aarav, um.createTopUpOrder, {
      ...body,
      amount: '10000',
      fundAllocation: [{ virtualFund: 'PROT', percentageOrAmount: 60 }],
    });
    expect(split.envelope?.message).toBe('Total allocation is 60%. It should be 100%.');
  });

  it('paid at the gateway: a receipt, units allotted at the NAV, a closed request in the tracker', async () => {
    const before = await unitsOf(aarav, '10000001');
    const { transactionId } = await t.data(aarav, um.createTopUpOrder, {
      ...on(aarav, '10000001'),
      amount: '10000',
      fundAllocation: [
        { virtualFund: 'PROT', percentageOrAmount: 50 },
        { virtualFund: 'VIRT', percentageOrAmount: 50 },
      ],
      returnUrl: RETURN,
    });
    expect((await pay(transactionId)).status).toBe(303);
    const paid = await t.data(aarav, premium.paymentStatus, { clientId: AARAV.clientId, transactionId, type: 'CP' });
    expect(paid).toMatchObject({ paymentStatus: 'SUCCESS', amount: '10000.00' });
    expect(paid.receiptNumber).toMatch(/^RCPT\d{10}$/);
    // ₹5,000 each at the seeded NAVs: PROT 28.4567, VIRT 41.8765.
    const after = await unitsOf(aarav, '10000001');
    expect(Number(after.PROT) - Number(before.PROT)).toBeCloseTo(175.7055, 4);
    expect(after.VIRT).toBe('119.3987');
    const tracked = (await track(t, aarav)).find((r) => r.srSubject === 'ULIP Top-up');
    expect(tracked).toMatchObject({ srPolicyNo: '10000001', srStatus: 'Closed' });
    const [sms] = await t.client.outbox();
    expect(sms?.text).toContain(
      `We have received your top-up of ₹10,000.00 for policy 10000001. Receipt no. ${paid.receiptNumber}.`,
    );
    // The unit statement lists it per fund, with the units allotted.
    const statement = await unitStatement(aarav, '10000001');
    expect(statement).toMatch(/Top-up Protector Fund 175\.7055 ₹5,000\.00/);
  });
});

describe('a partial withdrawal', () => {
  const body = (amount: string, token = 'x') => ({
    ...on(rohit, '40000002'),
    amount,
    fundSources: [{ virtualFund: 'FLCP' as const, percentageOrAmount: 100 }],
    srRequestToken: token,
  });

  it('refuses what would leave less than the minimum fund value, and a fund the policy does not hold', async () => {
    const { withdrawal } = await options(rohit, '40000002');
    const tooMuch = await t.call(rohit, um.srPartialWithdrawal, body((Number(withdrawal.maximumAmount) + 1).toFixed(2)));
    expect(tooMuch.envelope?.message).toBe('After this withdrawal at least ₹25,000 must remain in the policy’s funds.');
    const notHeld = await t.call(rohit, um.srPartialWithdrawal, {
      ...body('10000'),
      fundSources: [{ virtualFund: 'MULT', percentageOrAmount: 100 }],
    });
    expect(notHeld.envelope?.message).toBe('You can withdraw only from a fund that has a value in this policy.');
    expect((await t.call(rohit, um.srPartialWithdrawal, body('10000', 'nope'))).envelope?.message).toBe(
      'Your OTP verification is no longer valid. Please verify with a new OTP.',
    );
  });

  it('with an OTP raises a request; a second is refused before the form; the back office settles it and the units go', async () => {
    const before = await unitsOf(rohit, '40000002');
    const token = await srRequestToken(t, rohit, '40000002', 'PARTIAL_WITHDRAWAL');
    const { serviceRequestId } = await t.data(rohit, um.srPartialWithdrawal, body('20000', token));
    const tracked = (await track(t, rohit)).find((r) => r.srNumber === serviceRequestId);
    expect(tracked).toMatchObject({ srSubject: 'Partial Withdrawal Request', srStatus: 'Open' });
    expect(await unitsOf(rohit, '40000002')).toEqual(before);

    const again = await options(rohit, '40000002');
    expect(again.withdrawal.reason).toBe('A partial withdrawal on this policy is already being processed.');

    expect((await backOffice(t, 'approve', { srNumber: serviceRequestId })).status).toBe(200);
    const after = await unitsOf(rohit, '40000002');
    // ₹20,000 at FLCP's 54.3210: 368.1817 units.
    expect(Number(before.FLCP) - Number(after.FLCP)).toBeCloseTo(368.1817, 4);
    expect(after.PROT).toBe(before.PROT);
    const told = (await t.client.outbox()).find((m) => m.text.includes(`SR ${serviceRequestId}`));
    expect(told?.text).toContain('₹19,900.00 (the withdrawal less its charge) is being paid into your bank account on record.');
    const closed = await t.data(rohit, serviceRequests.trackServiceRequests, {});
    expect(closed.find((r) => r.srNumber === serviceRequestId)?.srStatus).toBe('Closed');
    expect((await options(rohit, '40000002')).withdrawal.available).toBe(true);

    // The unit statement lists the withdrawal with the units it redeemed.
    expect(await unitStatement(rohit, '40000002')).toMatch(/Partial withdrawal Flexi Cap Fund -368\.1817 ₹20,000\.00/);
  });
});
