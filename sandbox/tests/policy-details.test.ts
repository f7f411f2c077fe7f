import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataOf, download, policy } from '@portal/contracts';
import { MIN_FUND_SWITCH_VALUE } from '../domain/fund-rules';
import type { LoginTokens, sandboxClient } from './support/client';
import { AARAV, PRIYA } from './support/fixtures';
import { istDay as istDayAfter, startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let client: ReturnType<typeof sandboxClient>;
let aarav: LoginTokens;
let priya: LoginTokens;

// 50000001 has matured: it leaves the list (its unclaimed maturity amount is under unclaimedAmounts).
const AARAV_POLICIES = ['10000001', '10000002', '10000003', '20000001', '20000002', '20000003', '30000001'];

/** DD/MM/YYYY of today + n days in IST, as the seed computes it. */
const istDay = (n: number) => istDayAfter(Date.now(), n);

type PolicyCall =
  typeof policy.getPolicyDetailsByPolicyNo | typeof policy.getNomineeDetails | typeof policy.getCoverageDetailsByPolicyNo;
const ask = (contract: PolicyCall, who: LoginTokens, policyNumber: string) =>
  client.call(contract, { sessionId: who.sessionId, policyNumber }, { token: who.accessToken });
async function dataOf<C extends PolicyCall>(contract: C, who: LoginTokens, policyNumber: string): Promise<DataOf<C>> {
  return contract.data.parse((await ask(contract, who, policyNumber)).envelope?.data) as DataOf<C>;
}
const funds = (who: LoginTokens, policyNumber: string, customerId = who.clientId) =>
  client.call(policy.getFundSwitchDetails, { sessionId: who.sessionId, policyNumber, customerId }, { token: who.accessToken });
const fundList = async (who: LoginTokens, policyNumber: string) =>
  policy.getFundSwitchDetails.data.parse((await funds(who, policyNumber)).envelope?.data);
const policiesOf = (who: LoginTokens) =>
  client.call(policy.getCustomerPolicyDetails, { sessionId: who.sessionId }, { token: who.accessToken });

beforeAll(async () => {
  t = await startTestSandbox('policy');
  client = t.client;
  aarav = await client.login(AARAV.mobile);
  priya = await client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('seeded policies', () => {
  it("lists exactly the customer's policies, in contract shape", async () => {
    const res = await policiesOf(aarav);
    const list = policy.getCustomerPolicyDetails.data.parse(res.envelope?.data);
    expect(list.map((p) => p.policyNo)).toEqual(AARAV_POLICIES);

    const byNo = Object.fromEntries(list.map((p) => [p.policyNo, p]));
    expect(byNo['10000001']).toMatchObject({
      policyName: 'Wealth Builder ULIP',
      productCode: 'WBU',
      policyStatusCode: 'IF',
      policyStatus: 'In Force',
      premiumStatus: 'Premium Due',
      isUlip: 'Y',
      paymentType: 'cash',
      premDue: istDay(10),
      paidToDate: istDay(10),
      payableAmount: '5000.00',
      riderBenefit: null,
      insuredName: 'Aarav Sharma',
    });
    expect(Number(byNo['10000001']?.sumAssured)).toBe(1_200_000);
    expect(byNo['10000002']).toMatchObject({
      policyStatusCode: 'PD',
      premiumStatus: 'Premium Overdue',
      premDue: istDay(-20),
    });
    expect(byNo['10000003']).toMatchObject({
      premiumStatus: 'Single Premium',
      premDue: null,
      payableAmount: null,
      paymentFrequency: 'Single',
    });
    expect(byNo['20000001']).toMatchObject({
      policyStatusCode: 'LA',
      policyStatus: 'Lapsed',
      isUlip: 'N',
      premDue: istDay(-75),
      currentValue: null,
    });
    expect(byNo['20000002']).toMatchObject({ paymentType: 'debit', premDue: istDay(120) });
    expect(Number(byNo['20000002']?.riderBenefit)).toBe(2_500_000);
    expect(byNo['30000001']).toMatchObject({
      productCode: 'GAI',
      premiumStatus: 'Fully Paid',
      hasAnnuityDetails: true,
      premDue: null,
      annuityDetailsDto: { firstAnnuityDate: istDay(-200), nextAnnuityDate: istDay(165) },
    });
    for (const p of list) {
      const covers = policy.getCoverageDetailsByPolicyNo.data.parse(JSON.parse(p.selectCoverage));
      expect(covers.filter((c) => c.coverageType === 'BASE')).toHaveLength(1);
    }
  });

  it('answers details, nominees and coverage of every policy within the contracts', async () => {
    for (const no of AARAV_POLICIES) {
      const details = await dataOf(policy.getPolicyDetailsByPolicyNo, aarav, no);
      expect(details.policyNo).toBe(no);
      expect(['ULIP', 'Endowment', 'Term', 'Annuity']).toContain(details.planType);
      const nominees = await dataOf(policy.getNomineeDetails, aarav, no);
      expect(nominees.length).toBeGreaterThanOrEqual(1);
      expect(nominees.reduce((s, n) => s + Number(n.sharePercentage), 0)).toBe(100);
      const covers = await dataOf(policy.getCoverageDetailsByPolicyNo, aarav, no);
      expect(covers.some((c) => c.coverageType === 'RIDER')).toBe(no === '20000002');
    }
  });

  it('values ULIP funds as units × NAV with consistent totals', async () => {
    for (const no of ['10000001', '10000002', '10000003']) {
      const data = await fundList(aarav, no);
      const list = data.fundSwitchList;
      expect(data.navDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      for (const f of list) {
        expect(f.UnitBalance).toMatch(/^\d+\.\d{4,}$/);
        expect(Number(f.FundValue)).toBeCloseTo(Number(f.UnitBalance) * Number(f.NavValue), 2);
        expect(f.FundValue).toMatch(/^\d+\.\d{2}$/);
      }
      const pct = list.reduce((s, f) => s + Math.round(Number(f.FundValuePercentage) * 100), 0);
      expect(pct).toBe(10_000);
      expect(list.reduce((s, f) => s + Number(f.FundAllocation), 0)).toBe(100);
      for (const f of list) expect(f.FundAllocation).toMatch(/^\d+$/);

      const total = list.reduce((s, f) => s + Math.round(Number(f.FundValue) * 100), 0);
      const details = await dataOf(policy.getPolicyDetailsByPolicyNo, aarav, no);
      expect(Math.round(Number(details.currentValue) * 100)).toBe(total);
      expect(Number(details.gainLoss)).toBeCloseTo(Number(details.currentValue) - Number(details.investedValue), 2);
    }
    const first = (await fundList(aarav, '10000001')).fundSwitchList;
    expect(first.map((f) => f.FundCode)).toEqual(['PROT', 'FLCP', 'BALN', 'MULT']);
    expect(first.find((f) => f.FundCode === 'BALN')?.FundValue).toBe('0.00');
    expect(first.reduce((s, f) => s + Number(f.FundValue), 0)).toBeGreaterThan(MIN_FUND_SWITCH_VALUE * 10);
  });

  it('gives a non-ULIP policy an empty fund list', async () => {
    const res = await funds(aarav, '20000001');
    expect(res.envelope?.code).toBe(200);
    expect(res.envelope?.data).toMatchObject({ fundSwitchList: [] });
  });

  it('records menu events', async () => {
    const res = await client.call(
      download.menuTrack,
      {
        sessionId: aarav.sessionId,
        clientId: aarav.clientId,
        menuName: 'Pay Premium',
        browser: 'vitest',
        displayPage: 'Menu',
      },
      { token: aarav.accessToken },
    );
    expect(res.envelope).toMatchObject({ code: 200, data: null });
  });
});

describe("one customer never sees another's policy", () => {
  const notFound = { code: 404, message: 'Policy not found.' };

  it("keeps Aarav's policies from Priya", async () => {
    const res = await policiesOf(priya);
    const list = policy.getCustomerPolicyDetails.data.parse(res.envelope?.data);
    expect(list.map((p) => p.policyNo)).toEqual(['40000001']);
    const perPolicy: PolicyCall[] = [
      policy.getPolicyDetailsByPolicyNo,
      policy.getNomineeDetails,
      policy.getCoverageDetailsByPolicyNo,
    ];
    for (const c of perPolicy) {
      expect((await ask(c, priya, '10000001')).envelope).toEqual(notFound);
    }
    expect((await funds(priya, '10000001')).envelope).toEqual(notFound);
    // A policy number that does not exist answers the same way.
    expect((await ask(policy.getPolicyDetailsByPolicyNo, priya, '99999999')).envelope).toEqual(notFound);
  });

  it('checks the customerId of a fund request against the token', async () => {
    expect((await funds(priya, '40000001')).envelope?.code).toBe(200);
    expect((await funds(priya, '40000001', 'C1000001')).envelope).toEqual(notFound);
  });
});
