import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR as GENERIC_ERROR_KEY, TECHNICAL_ERROR as TECHNICAL_ERROR_KEY } from '@/lib/constants';
import { REDIRECTION_MESSAGES as KEYS } from '@/features/premium-redirection/redirection-rules';
import * as schema from '@/features/premium-redirection/redirection-schema';
import { english } from './english-text';
import { TechnicalError, UpstreamError } from '@/lib/server/errors';
import { callAction } from './action-call';
import { core, resetStubCore, sent, upstreamFund, upstreamPolicy } from './stub-core';

// What the screen shows for each of the portal's own failures (SPEC §8).
const GENERIC_ERROR = english(GENERIC_ERROR_KEY);
const TECHNICAL_ERROR = english(TECHNICAL_ERROR_KEY);

// What the customer reads, in English (the rules give catalogue keys).
const REDIRECTION_MESSAGES = Object.fromEntries(Object.entries(KEYS).map(([rule, key]) => [rule, english(key)])) as Record<
  keyof typeof KEYS,
  string
>;
const NO_POLICY = english(schema.NO_POLICY);
const NOT_ELIGIBLE = english(schema.NOT_ELIGIBLE);
const UNKNOWN_FUND = english(schema.UNKNOWN_FUND);

/*
 * The actions against a stubbed core: what reaches premiumRedirection, and above all what never
 * does (tampered percentages, wrong totals, someone else's or an ineligible policy).
 */
let flagOn = true;

vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
}));
vi.mock('@/lib/server/env', () => ({ getEnv: () => ({ features: { premiumRedirection: flagOn } }) }));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const { loadRedirectionFundsAction, submitPremiumRedirectionAction } = await import('@/features/premium-redirection/actions');

const policy = upstreamPolicy;
const fund = upstreamFund;
const valid = {
  policyNo: '10000001',
  allocations: [
    { fundCode: 'PROT', percent: 60 },
    { fundCode: 'BALN', percent: 40 },
  ],
  termsAccepted: true,
  srRequestToken: 'tok-1',
};
const submits = () => sent.filter((c) => c.path === 'premiumRedirection');

beforeEach(() => {
  flagOn = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetStubCore({
    getCustomerPolicyDetails: () => [
      policy('10000001', 'IF'),
      policy('10000002', 'PD'),
      policy('10000003', 'IF', { premiumStatus: 'Single Premium' }),
      policy('20000001', 'LA'),
      policy('20000002', 'IF', { isUlip: 'N' }),
    ],
    getFundSwitchDetails: () => ({
      fundSwitchList: [fund('PROT', '91355.87', '30'), fund('FLCP', '82751.33', '70'), fund('BALN', '0.00', '0')],
      navDate: '20/11/2026',
    }),
    details: () => ({ id: '1', clientId: 'C1000001', firstname: ' Aarav ', surname: 'Sharma', primaryMobileNo: '9876543210' }),
    premiumRedirection: () => ({ serviceRequestId: 'SR1234' }),
  });
});

describe('loadRedirectionFundsAction', () => {
  it('gives an eligible policy every fund the core lists, zero-value ones too', async () => {
    const result = await callAction(loadRedirectionFundsAction, { policyNo: '10000002' });
    expect(result.ok && result.data.map((f) => [f.code, f.allocationPercent])).toEqual([
      ['PROT', 30],
      ['FLCP', 70],
      ['BALN', 0],
    ]);
  });

  it.each(['10000003', '20000001', '20000002', '99999999'])(
    'refuses %s (single premium, lapsed, not ULIP, not theirs)',
    async (policyNo) => {
      expect(await callAction(loadRedirectionFundsAction, { policyNo })).toEqual({ ok: false, message: NOT_ELIGIBLE });
      expect(sent.some((c) => c.path === 'getFundSwitchDetails')).toBe(false);
    },
  );

  it('refuses a malformed number and a closed flag', async () => {
    expect(await callAction(loadRedirectionFundsAction, { policyNo: '12' })).toEqual({ ok: false, message: NO_POLICY });
    flagOn = false;
    expect(await callAction(loadRedirectionFundsAction, { policyNo: '10000001' })).toEqual({ ok: false, message: GENERIC_ERROR });
  });
});

describe('submitPremiumRedirectionAction', () => {
  it('sends every listed fund, the name, the coverage string and the token', async () => {
    expect(await callAction(submitPremiumRedirectionAction, valid)).toEqual({ ok: true, data: { serviceRequestId: 'SR1234' } });
    const [call] = submits();
    expect(call?.body).toEqual({
      sessionId: 'S1',
      clientId: 'C1000001',
      customerName: 'Aarav Sharma',
      policyNumber: '10000001',
      selectCoverage: '[{"coverage":"10000001"}]',
      fundAllocation: [
        { virtualFund: 'PROT', percentageOrAmount: 60 },
        { virtualFund: 'FLCP', percentageOrAmount: 0 },
        { virtualFund: 'BALN', percentageOrAmount: 40 },
      ],
      srRequestToken: 'tok-1',
      srRequestType: 'PREMIUM_REDIRECTION',
    });
  });

  const refused: Array<[string, unknown, string]> = [
    ['a total under 100', { ...valid, allocations: [{ fundCode: 'PROT', percent: 60 }] }, REDIRECTION_MESSAGES.total],
    [
      'a total over 100',
      {
        ...valid,
        allocations: [
          { fundCode: 'PROT', percent: 100 },
          { fundCode: 'FLCP', percent: 1 },
        ],
      },
      REDIRECTION_MESSAGES.total,
    ],
    [
      'a share over 100',
      {
        ...valid,
        allocations: [
          { fundCode: 'PROT', percent: 150 },
          { fundCode: 'FLCP', percent: -50 },
        ],
      },
      REDIRECTION_MESSAGES.range,
    ],
    [
      'a fraction',
      {
        ...valid,
        allocations: [
          { fundCode: 'PROT', percent: 99.5 },
          { fundCode: 'FLCP', percent: 0.5 },
        ],
      },
      REDIRECTION_MESSAGES.range,
    ],
    ['all zeros', { ...valid, allocations: [{ fundCode: 'PROT', percent: 0 }] }, REDIRECTION_MESSAGES.noFund],
    ['no terms', { ...valid, termsAccepted: false }, REDIRECTION_MESSAGES.terms],
    ['a fund the policy lacks', { ...valid, allocations: [{ fundCode: 'MULT', percent: 100 }] }, UNKNOWN_FUND],
    ['an unknown code', { ...valid, allocations: [{ fundCode: 'GOLD', percent: 100 }] }, UNKNOWN_FUND],
    [
      'a fund twice',
      {
        ...valid,
        allocations: [
          { fundCode: 'PROT', percent: 50 },
          { fundCode: 'PROT', percent: 50 },
        ],
      },
      UNKNOWN_FUND,
    ],
    ["someone else's policy", { ...valid, policyNo: '40000001' }, NOT_ELIGIBLE],
    ['a single-premium policy', { ...valid, policyNo: '10000003' }, NOT_ELIGIBLE],
    ['no token', { ...valid, srRequestToken: '' }, GENERIC_ERROR],
    ['a string for a number', { ...valid, allocations: [{ fundCode: 'PROT', percent: '100' }] }, REDIRECTION_MESSAGES.range],
  ];
  it.each(refused)('refuses %s and sends nothing', async (_what, input, message) => {
    expect(await callAction(submitPremiumRedirectionAction, input)).toEqual({ ok: false, message });
    expect(submits()).toEqual([]);
  });

  it('asks nothing about a policy that is not theirs', async () => {
    await callAction(submitPremiumRedirectionAction, { ...valid, policyNo: '40000001' });
    expect(sent.map((c) => c.path)).toEqual(['getCustomerPolicyDetails']);
  });

  it('words core failures: its own message, the technical one, or the generic one', async () => {
    core.premiumRedirection = () => new UpstreamError('You have already raised this request.', 400);
    expect(await callAction(submitPremiumRedirectionAction, valid)).toEqual({
      ok: false,
      message: 'You have already raised this request.',
    });
    core.premiumRedirection = () => new TechnicalError('timeout');
    expect(await callAction(submitPremiumRedirectionAction, valid)).toEqual({ ok: false, message: TECHNICAL_ERROR });
    core.premiumRedirection = () => new Error('boom');
    expect(await callAction(submitPremiumRedirectionAction, valid)).toEqual({ ok: false, message: GENERIC_ERROR });
  });

  it('is closed with the flag off', async () => {
    flagOn = false;
    expect(await callAction(submitPremiumRedirectionAction, valid)).toEqual({ ok: false, message: GENERIC_ERROR });
    expect(sent).toEqual([]);
  });
});
