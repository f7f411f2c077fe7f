import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURES } from '@/lib/features';
import { callAction } from './action-call';
import { resetStubCore, sent, upstreamPolicy } from './stub-core';
import { english } from './english-text';

/*
 * The policy services' actions: someone else's policy is refused with 'Policy not found.' before
 * the core hears of it, and what the customer sends reaches the core in the contract's shape.
 */
vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
}));
vi.mock('@/lib/server/env', () => ({
  getEnv: () => ({ features: Object.fromEntries(FEATURES.map((f) => [f, true])), publicUrl: 'http://portal.test' }),
}));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const actions = await import('@/features/policy-details/services/actions');
const PRIYAS = '40000001';
const OWN = '20000003';

const inputs: Record<keyof typeof actions, object> = {
  loadLoanAction: { policyNo: PRIYAS },
  checkLoanAction: { policyNo: PRIYAS, amount: '5000' },
  requestLoanAction: { policyNo: PRIYAS, amount: '5000', srRequestToken: 'tok' },
  loadSurrenderAction: { policyNo: PRIYAS },
  loadReinstatementAction: { policyNo: PRIYAS },
  payReinstatementAction: { policyNo: PRIYAS },
  raiseReinstatementAction: { policyNo: PRIYAS, declarationAccepted: true },
  loadFrequenciesAction: { policyNo: PRIYAS },
  changeFrequencyAction: { policyNo: PRIYAS, frequency: 'Monthly' },
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  resetStubCore({
    getCustomerPolicyDetails: () => [upstreamPolicy(OWN, 'IF', { isUlip: 'N' })],
    requestLoanAmount: (b) => ({
      policyNumber: OWN,
      amount: b.amount,
      interestRate: '9.00',
      eligibleAmount: '155000.00',
      bankAccount: {
        accountHolderName: 'Aarav Sharma',
        bankName: 'HDFC Bank',
        maskedAccountNumber: 'XXXXXXXX7891',
        ifsc: 'HDFC0000123',
      },
    }),
    srPolicyLoan: () => ({ serviceRequestId: '12345678' }),
    changePolicyFrequency: () => ({ serviceRequestId: '12345679' }),
  });
});

describe('every policy-service action', () => {
  it.each(Object.entries(inputs))('%s refuses someone else’s policy before any other core call', async (name, input) => {
    const action = actions[name as keyof typeof actions] as (input: never) => Promise<object>;
    expect(await callAction(action, input)).toEqual({ ok: false, message: english('errors.policyNotFound') });
    expect(sent.map((c) => c.path)).toEqual(['getCustomerPolicyDetails']);
  });
});

describe('on the customer’s own policy', () => {
  it('checks a typed amount with the core as its 2-decimal string', async () => {
    const result = await callAction(actions.checkLoanAction, { policyNo: OWN, amount: '50,000' });
    expect(result).toMatchObject({ ok: true, data: { amount: 50000, bankAccount: { accountNumber: 'XXXXXXXX7891' } } });
    expect(sent.at(-1)).toMatchObject({
      path: 'requestLoanAmount',
      body: { policyNumber: OWN, amount: '50000.00', clientId: 'C1000001' },
    });
  });

  it('refuses an amount below the minimum before the core hears of it', async () => {
    expect(await callAction(actions.checkLoanAction, { policyNo: OWN, amount: '500' })).toEqual({
      ok: false,
      message: 'The minimum loan amount is ₹1,000.',
    });
    expect(sent).toEqual([]);
  });

  it('raises the loan with the OTP’s token and a frequency change with the chosen frequency', async () => {
    expect(await callAction(actions.requestLoanAction, { policyNo: OWN, amount: '50000.00', srRequestToken: 'tok' })).toEqual({
      ok: true,
      data: { serviceRequestId: '12345678' },
    });
    expect(sent.at(-1)).toMatchObject({ path: 'srPolicyLoan', body: { srRequestToken: 'tok', amount: '50000.00' } });
    expect(await callAction(actions.changeFrequencyAction, { policyNo: OWN, frequency: 'Weekly' })).toEqual({
      ok: false,
      message: 'Please select the new premium frequency.',
    });
    expect(await callAction(actions.changeFrequencyAction, { policyNo: OWN, frequency: 'Monthly' })).toMatchObject({ ok: true });
    expect(sent.at(-1)).toMatchObject({ path: 'changePolicyFrequency', body: { newFrequency: 'Monthly' } });
  });

  it('raises a reinstatement request only with the declaration ticked', async () => {
    expect(await callAction(actions.raiseReinstatementAction, { policyNo: OWN, declarationAccepted: false })).toEqual({
      ok: false,
      message: 'Please confirm the declaration of good health to continue.',
    });
  });
});
