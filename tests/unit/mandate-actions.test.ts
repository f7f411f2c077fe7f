import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '@/lib/server/errors';
import { GENERIC_ERROR as GENERIC_ERROR_KEY } from '@/lib/constants';
import { callAction } from './action-call';
import { resetStubCore, sent, upstreamPolicy } from './stub-core';
import { english } from './english-text';

// What the screen shows for each of the portal's own failures (SPEC §8).
const GENERIC_ERROR = english(GENERIC_ERROR_KEY);

vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
}));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const { pauseMandateAction, cancelMandateAction, retryDebitAction } =
  await import('@/features/enach-registration/mandates/actions');

const UMRN = 'BDSK1234567890123456';
const PRIYAS_UMRN = 'BDSK6543210987654321';
const mine = { policyNo: '20000002', umrn: UMRN };
const listed = {
  umrn: UMRN,
  policyNumber: '20000002',
  policyName: 'Term Shield Plan',
  bankName: 'HDFC Bank',
  maskedAccountNumber: 'XXXX7891',
  maxAmount: '30000.00',
  amount: '12000.00',
  paymentFrequency: 'Annual',
  nextDebitDate: '05/03/2027',
  status: 'Active',
  pausedDebits: 0,
  resumesOn: null,
  registeredOn: '01/01/2020',
  lastDebit: null,
  canRetry: true,
};
const NOT_FOUND = { ok: false, message: 'Auto pay mandate not found.' };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetStubCore({
    getCustomerPolicyDetails: () => [upstreamPolicy('20000002', 'IF', { isUlip: 'N' })],
    mandates: () => [listed],
    pause: () => ({ serviceRequestId: '12345678', status: 'Paused', resumesOn: '05/03/2029' }),
    cancel: () => ({ serviceRequestId: '12345679', status: 'Cancelled' }),
    reDebit: () => ({ status: 'SUCCESS', amount: '12000.00', transactionId: 'T1', receiptNumber: 'R1' }),
  });
});

describe('the mandate actions', () => {
  it('pause the customer’s own mandate with the OTP’s token and answer the new state', async () => {
    expect(await callAction(pauseMandateAction, { ...mine, debits: 2, srRequestToken: 'tok' })).toEqual({
      ok: true,
      data: { serviceRequestId: '12345678', status: 'Paused', resumesOn: '2029-03-05' },
    });
    expect(sent.map((c) => c.path)).toEqual(['getCustomerPolicyDetails', 'mandates', 'pause']);
    expect(sent.at(-1)?.body).toEqual({ sessionId: 'S1', clientId: 'C1000001', umrn: UMRN, debits: 2, srRequestToken: 'tok' });
  });

  it('cancel and retry it', async () => {
    expect(await callAction(cancelMandateAction, { ...mine, srRequestToken: 'tok' })).toEqual({
      ok: true,
      data: { serviceRequestId: '12345679', status: 'Cancelled', resumesOn: null },
    });
    expect(await callAction(retryDebitAction, mine)).toEqual({
      ok: true,
      data: { status: 'SUCCESS', amount: 12000, receiptNumber: 'R1' },
    });
    expect(sent.at(-1)).toEqual({ path: 'reDebit', body: { sessionId: 'S1', clientId: 'C1000001', umrn: UMRN } });
  });

  const each: Array<[name: string, action: (input: never) => Promise<object>, extra: object]> = [
    ['pause', pauseMandateAction, { debits: 1, srRequestToken: 'tok' }],
    ['cancel', cancelMandateAction, { srRequestToken: 'tok' }],
    ['retry', retryDebitAction, {}],
  ];
  it.each(each)('refuse %s on someone else’s policy before the core hears of the mandate', async (_name, action, extra) => {
    expect(await callAction(action, { policyNo: '40000001', umrn: PRIYAS_UMRN, ...extra })).toEqual(NOT_FOUND);
    expect(sent.map((c) => c.path)).toEqual(['getCustomerPolicyDetails']);
  });

  it('refuse someone else’s mandate named on the customer’s own policy', async () => {
    expect(await callAction(cancelMandateAction, { policyNo: '20000002', umrn: PRIYAS_UMRN, srRequestToken: 'tok' })).toEqual(
      NOT_FOUND,
    );
    expect(sent.map((c) => c.path)).toEqual(['getCustomerPolicyDetails', 'mandates']);
  });

  it('judge a tampered pause by the form’s schema before anything is sent', async () => {
    expect(await callAction(pauseMandateAction, { ...mine, debits: 7, srRequestToken: 'tok' })).toEqual({
      ok: false,
      message: 'You can pause auto pay for 1 to 6 debits.',
    });
    expect(await callAction(retryDebitAction, { ...mine, umrn: 'nope' })).toEqual({ ok: false, message: GENERIC_ERROR });
    expect(sent).toEqual([]);
  });

  it('pass the core’s refusal on in its words', async () => {
    resetStubCore({
      getCustomerPolicyDetails: () => [upstreamPolicy('20000002', 'IF', { isUlip: 'N' })],
      mandates: () => [listed],
      pause: () => new UpstreamError('This auto pay mandate is already paused.', 400),
    });
    expect(await callAction(pauseMandateAction, { ...mine, debits: 1, srRequestToken: 'tok' })).toEqual({
      ok: false,
      message: 'This auto pay mandate is already paused.',
    });
  });
});
