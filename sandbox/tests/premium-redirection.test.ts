import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, funds, policy, type RequestOf } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { srRequestToken, startTestSandbox, type TestSandbox } from './support/sandbox';
import { AARAV, PRIYA } from './support/fixtures';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

type Body = Omit<RequestOf<typeof funds.premiumRedirection>, 'sessionId'>;
const redirect = (who: LoginTokens, policyNumber: string, split: Record<string, number>, srRequestToken: string) =>
  t.call(who, funds.premiumRedirection, {
    clientId: who.clientId,
    customerName: 'Aarav Sharma',
    policyNumber,
    selectCoverage: '[]',
    fundAllocation: Object.entries(split).map(([virtualFund, percentageOrAmount]) => ({ virtualFund, percentageOrAmount })),
    srRequestToken,
    srRequestType: 'PREMIUM_REDIRECTION',
  } as Body);
const holdings = async (who: LoginTokens, policyNumber: string) =>
  (await t.data(who, policy.getFundSwitchDetails, { policyNumber, customerId: who.clientId })).fundSwitchList;
const bad = (message: string) => ({ code: 400, message });
const INELIGIBLE = bad(
  'Premium redirection is available only on unit-linked policies that are in force or premium discontinued and still pay premiums.',
);
const TOKEN = bad('Your OTP verification is no longer valid. Please verify with a new OTP.');

beforeAll(async () => {
  t = await startTestSandbox('redirection');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('premiumRedirection rules (SPEC §5)', () => {
  it('needs at least one fund above 0 and a total of exactly 100', async () => {
    const token = 'checked-after-the-rules';
    expect((await redirect(aarav, '10000001', { PROT: 0, FLCP: 0 }, token)).envelope).toEqual(
      bad('Please allocate funds to at least one option.'),
    );
    expect((await redirect(aarav, '10000001', { PROT: 60, FLCP: 30 }, token)).envelope).toEqual(
      bad('Total allocation is 90%. It should be 100%.'),
    );
    expect((await redirect(aarav, '10000001', { PROT: 60, FLCP: 50, MULT: 0 }, token)).envelope).toEqual(
      bad('Total allocation is 110%. It should be 100%.'),
    );
    expect((await redirect(aarav, '10000001', { PROT: 100 }, token)).envelope).toEqual(TOKEN);
  });

  it('refuses percentages, codes and repeats the contract does not allow', async () => {
    const invalid = bad('Invalid request.');
    const splits: Array<Record<string, number>> = [
      { PROT: 101 },
      { PROT: 50.5, FLCP: 49.5 },
      { PROT: -10, FLCP: 110 },
      { GOLD: 100 },
    ];
    for (const split of splits) {
      expect((await redirect(aarav, '10000001', split, 'x')).envelope).toEqual(invalid);
    }
    const twice = await t.call(aarav, funds.premiumRedirection, {
      clientId: aarav.clientId,
      customerName: 'Aarav Sharma',
      policyNumber: '10000001',
      selectCoverage: '[]',
      fundAllocation: [
        { virtualFund: 'PROT', percentageOrAmount: 50 },
        { virtualFund: 'PROT', percentageOrAmount: 50 },
      ],
      srRequestToken: 'x',
      srRequestType: 'PREMIUM_REDIRECTION',
    });
    expect(twice.envelope).toEqual(invalid);
  });

  it('takes only a premium-paying ULIP of the caller, in force or premium-discontinued', async () => {
    expect((await redirect(aarav, '10000003', { PROT: 100 }, 'x')).envelope).toEqual(INELIGIBLE);
    expect((await redirect(aarav, '20000002', { PROT: 100 }, 'x')).envelope).toEqual(INELIGIBLE);
    expect((await redirect(aarav, '40000001', { PROT: 100 }, 'x')).envelope).toEqual({
      code: 404,
      message: 'Policy not found.',
    });
    // The OTP is refused for it too, while a switch of the single-premium policy may go ahead.
    const otp = (type: 'FUND_SWITCH' | 'PREMIUM_REDIRECTION') =>
      t.call(aarav, funds.generateSrOtp, { clientId: aarav.clientId, policyNumber: '10000003', srRequestType: type });
    expect((await otp('PREMIUM_REDIRECTION')).envelope).toEqual(INELIGIBLE);
    expect((await otp('FUND_SWITCH')).envelope?.code).toBe(200);
  });
});

describe('premiumRedirection', () => {
  it('needs a token for this policy and type', async () => {
    const switchToken = await srRequestToken(t, aarav, '10000001', 'FUND_SWITCH');
    expect((await redirect(aarav, '10000001', { PROT: 100 }, switchToken)).envelope).toEqual(TOKEN);
    const otherPolicy = await srRequestToken(t, aarav, '10000002', 'PREMIUM_REDIRECTION');
    expect((await redirect(aarav, '10000001', { PROT: 100 }, otherPolicy)).envelope).toEqual(TOKEN);
  });

  it('puts the new allocation in force, including a fund not held yet', async () => {
    const token = await srRequestToken(t, aarav, '10000001', 'PREMIUM_REDIRECTION');
    const res = await redirect(aarav, '10000001', { PROT: 0, FLCP: 50, VIRT: 25, PRES: 25 }, token);
    expect(res.envelope?.code).toBe(200);
    const sr = funds.premiumRedirection.data.parse(res.envelope?.data).serviceRequestId;
    expect(sr).toMatch(/^\d{8}$/);

    const list = await holdings(aarav, '10000001');
    expect(list.map((f) => [f.FundCode, f.FundAllocation])).toEqual([
      ['PROT', '0'],
      ['FLCP', '50'],
      ['BALN', '0'],
      ['MULT', '0'],
      ['VIRT', '25'],
      ['PRES', '25'],
    ]);
    expect(list.find((f) => f.FundCode === 'VIRT')).toMatchObject({ UnitBalance: '0.0000', FundValue: '0.00' });
    // Units are not what a redirection changes.
    expect(list.find((f) => f.FundCode === 'PROT')?.UnitBalance).toBe('3210.5432');

    const [sms] = await t.client.outbox();
    expect(sms?.text).toBe(
      `Your premium redirection request SR ${sr} on policy 10000001 is complete. ` +
        'Future premiums will be invested in Flexi Cap Fund 50%, Virtue Fund 25%, Preserver Fund 25%.',
    );
    const tracked = (await t.data(aarav, documents.trackServiceRequests, {}))[0];
    expect(tracked).toMatchObject({ srNumber: sr, srSubject: 'Premium Redirection', srStatus: 'Closed' });
  });

  it('refuses a second redirection of the policy the same day, and takes one the next day', async () => {
    const token = await srRequestToken(t, aarav, '10000001', 'PREMIUM_REDIRECTION');
    expect((await redirect(aarav, '10000001', { MULT: 100 }, token)).envelope).toEqual(
      bad('You have already raised this request.'),
    );
    // Another policy, another window.
    const other = await srRequestToken(t, aarav, '10000002', 'PREMIUM_REDIRECTION');
    expect((await redirect(aarav, '10000002', { MULT: 100 }, other)).envelope?.code).toBe(200);

    t.advanceDays(1);
    aarav = await t.client.login(AARAV.mobile);
    priya = await t.client.login(PRIYA.mobile);
    const next = await srRequestToken(t, aarav, '10000001', 'PREMIUM_REDIRECTION');
    expect((await redirect(aarav, '10000001', { MULT: 100 }, next)).envelope?.code).toBe(200);
    const list = await holdings(aarav, '10000001');
    expect(list.filter((f) => f.FundAllocation !== '0').map((f) => f.FundCode)).toEqual(['MULT']);
  });

  it('leaves other customers alone', async () => {
    const token = await srRequestToken(t, priya, '40000001', 'PREMIUM_REDIRECTION');
    expect((await redirect(aarav, '40000001', { FLCP: 100 }, token)).envelope?.code).toBe(404);
    expect((await redirect(priya, '40000001', { FLCP: 100 }, token)).envelope?.code).toBe(200);
  });
});
