import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR as GENERIC_ERROR_KEY } from '@/lib/constants';
import { FUND_SWITCH_MESSAGES as KEYS } from '@/features/fund-switch/fund-switch-rules';
import { FUND_SWITCH_NOT_AVAILABLE as NOT_AVAILABLE } from '@/features/fund-switch/fund-switch-schema';
import { english } from './english-text';
import { TechnicalError, UpstreamError } from '@/lib/server/errors';
import { callAction } from './action-call';
import { core, resetStubCore, sent, upstreamFund, upstreamPolicy } from './stub-core';

// What the screen shows for each of the portal's own failures (SPEC §8).
const GENERIC_ERROR = english(GENERIC_ERROR_KEY);

// What the customer reads, in English (the rules give catalogue keys).
const FUND_SWITCH_MESSAGES = Object.fromEntries(Object.entries(KEYS).map(([rule, key]) => [rule, english(key)])) as Record<
  keyof typeof KEYS,
  string
>;
const FUND_SWITCH_NOT_AVAILABLE = english(NOT_AVAILABLE);

/*
 * The actions against a stubbed core: what reaches the summary and the switch, and above all what
 * never does (tampered input, someone else's policy, broken rules).
 */
let fundSwitchOn = true;

vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
}));
vi.mock('@/lib/server/env', () => ({ getEnv: () => ({ features: { fundSwitch: fundSwitchOn } }) }));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const { loadFundHoldingsAction, previewFundSwitchAction, submitFundSwitchAction } =
  await import('@/features/fund-switch/actions');

const policy = upstreamPolicy;
const fund = upstreamFund;
const valid = { policyNo: '10000001', sources: { PROT: 50 }, targets: { FLCP: 60, BALN: 40 }, termsAccepted: true };
const switchCalls = () => sent.filter((c) => c.path === 'fundSwitchSummary' || c.path === 'fundRegister');

beforeEach(() => {
  fundSwitchOn = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetStubCore({
    getCustomerPolicyDetails: () => [
      policy('10000001', 'IF'),
      policy('10000002', 'PD'),
      policy('20000001', 'LA'),
      policy('20000002', 'IF', { isUlip: 'N' }),
    ],
    getFundSwitchDetails: () => ({
      fundSwitchList: [fund('PROT', '91355.87'), fund('FLCP', '82751.33'), fund('BALN', '0.00'), fund('MULT', '76680.12')],
      navDate: '20/11/2026',
    }),
    fundSwitchSummary: () => ({
      fundSummary: [
        {
          FundName: 'Protector Fund',
          CurrentUnitBalance: '3210.5432',
          CurrentAllocationPercent: '36.41',
          NewAllocationPercent: '18.20',
          Status: 'Reduced',
        },
      ],
      request: {},
    }),
    details: () => ({ id: '1', clientId: 'C1000001', firstname: ' Aarav ', surname: 'Sharma', primaryMobileNo: '9876543210' }),
    fundRegister: () => ({ serviceRequestId: 'SR1234' }),
  });
});

describe('loadFundHoldingsAction', () => {
  it('gives an eligible policy its funds', async () => {
    const result = await callAction(loadFundHoldingsAction, { policyNo: '10000002' });
    expect(result.ok && result.data.funds.map((f) => f.code)).toEqual(['PROT', 'FLCP', 'BALN', 'MULT']);
  });

  it.each(['20000001', '20000002', '99999999', '1234', 'x'])(
    'refuses %s (not ULIP IF/PD, not theirs, malformed)',
    async (policyNo) => {
      expect(await callAction(loadFundHoldingsAction, { policyNo })).toEqual({ ok: false, message: FUND_SWITCH_NOT_AVAILABLE });
    },
  );

  it('refuses everything while the flag is off', async () => {
    fundSwitchOn = false;
    expect(await callAction(loadFundHoldingsAction, { policyNo: '10000001' })).toEqual({
      ok: false,
      message: FUND_SWITCH_NOT_AVAILABLE,
    });
  });
});

describe('previewFundSwitchAction', () => {
  it('sends only the moving funds, in the contract shape, and maps the rows', async () => {
    const result = await callAction(previewFundSwitchAction, valid);
    expect(switchCalls()).toEqual([
      {
        path: 'fundSwitchSummary',
        body: {
          sessionId: 'S1',
          clientId: 'C1000001',
          policyNumber: '10000001',
          sourceFundSelection: [{ sourceFundCode: 'PROT', sourcePercentageOrAmount: 50 }],
          targetFundSelection: [
            { targetFundCode: 'FLCP', targetPercentageOrAmount: 60 },
            { targetFundCode: 'BALN', targetPercentageOrAmount: 40 },
          ],
        },
      },
    ]);
    expect(result).toEqual({
      ok: true,
      data: [
        { fundName: 'Protector Fund', currentUnits: '3210.5432', currentPercent: 36.41, newPercent: 18.2, status: 'Reduced' },
      ],
    });
  });

  it.each<[string, unknown, string]>([
    ['a percentage over 100', { ...valid, sources: { PROT: 150 } }, FUND_SWITCH_MESSAGES.structure],
    ['a fraction', { ...valid, sources: { PROT: 50.5 } }, FUND_SWITCH_MESSAGES.structure],
    ['an unknown fund code', { ...valid, targets: { FLCP: 60, XXXX: 40 } }, FUND_SWITCH_MESSAGES.structure],
    ['a fund the policy does not list', { ...valid, targets: { FLCP: 60, PRES: 40 } }, FUND_SWITCH_MESSAGES.structure],
    ['a source from a zero-value fund', { ...valid, sources: { PROT: 50, BALN: 10 } }, FUND_SWITCH_MESSAGES.structure],
    ['a fund both ways', { ...valid, targets: { PROT: 10, FLCP: 50, BALN: 40 } }, FUND_SWITCH_MESSAGES.structure],
    ['extra fields', { ...valid, clientId: 'C999' }, FUND_SWITCH_MESSAGES.structure],
    ['no source', { ...valid, sources: {} }, FUND_SWITCH_MESSAGES.noSource],
    ['targets not 100', { ...valid, targets: { FLCP: 60, BALN: 30 } }, FUND_SWITCH_MESSAGES.targetTotal],
    ['under ₹5,000 switched', { ...valid, sources: { PROT: 5 } }, FUND_SWITCH_MESSAGES.minValue],
    ['terms not accepted', { ...valid, termsAccepted: false }, FUND_SWITCH_MESSAGES.terms],
    ["someone else's policy", { ...valid, policyNo: '40000001' }, FUND_SWITCH_NOT_AVAILABLE],
    ['a lapsed policy', { ...valid, policyNo: '20000001' }, FUND_SWITCH_NOT_AVAILABLE],
    ['not an object', 'hello', FUND_SWITCH_MESSAGES.structure],
  ])('refuses %s and sends nothing', async (_, input, message) => {
    expect(await callAction(previewFundSwitchAction, input)).toEqual({ ok: false, message });
    expect(switchCalls()).toEqual([]);
  });

  it("shows the core's message, else 'Something went wrong' (SPEC §8)", async () => {
    core.fundSwitchSummary = () => new UpstreamError('Fund switch is closed today.', 400);
    expect(await callAction(previewFundSwitchAction, valid)).toEqual({ ok: false, message: 'Fund switch is closed today.' });
    core.fundSwitchSummary = () => new TechnicalError('timeout');
    expect(await callAction(previewFundSwitchAction, valid)).toEqual({ ok: false, message: GENERIC_ERROR });
  });
});

describe('submitFundSwitchAction', () => {
  it('adds the customer name, an empty coverage list and the token', async () => {
    const result = await callAction(submitFundSwitchAction, { ...valid, srRequestToken: 'tok-1' });
    expect(result).toEqual({ ok: true, data: { serviceRequestId: 'SR1234' } });
    const call = switchCalls()[0];
    expect(call?.path).toBe('fundRegister');
    expect(call?.body).toMatchObject({
      customerName: 'Aarav Sharma',
      coverageSelection: [],
      srRequestToken: 'tok-1',
      policyNumber: '10000001',
    });
  });

  it('needs a token, and checks every rule again before sending', async () => {
    expect((await callAction(submitFundSwitchAction, valid)).ok).toBe(false);
    expect(
      await callAction(submitFundSwitchAction, { ...valid, targets: { FLCP: 100, BALN: 100 }, srRequestToken: 't' }),
    ).toEqual({
      ok: false,
      message: FUND_SWITCH_MESSAGES.targetTotal,
    });
    expect(switchCalls()).toEqual([]);
  });

  it("passes on the core's refusal", async () => {
    core.fundRegister = () => new UpstreamError('Invalid or expired OTP token.', 400);
    expect(await callAction(submitFundSwitchAction, { ...valid, srRequestToken: 't' })).toEqual({
      ok: false,
      message: 'Invalid or expired OTP token.',
    });
  });
});
