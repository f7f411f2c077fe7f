import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navHistory, policy } from '@portal/contracts';
import { isoOf } from '../domain/format';
import { daysBetween } from '../store/calendar';
import type { LoginTokens } from './support/client';
import { AARAV, PRIYA } from './support/fixtures';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

beforeAll(async () => {
  t = await startTestSandbox('nav-history');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

const historyOf = (who: LoginTokens, policyNumber: string) => t.data(who, navHistory.getNavHistory, { policyNumber });
const NOT_FOUND = { code: 404, message: 'Policy not found.' };

/** The largest move of one week's price to the next, in percent. */
const largestWeeklyMove = (f: navHistory.FundNavHistory) =>
  Math.max(...f.points.slice(1).map((p, i) => Math.abs(Number(p.nav) / Number(f.points[i]?.nav) - 1) * 100));

describe('NAV history (issue 25 §1)', () => {
  it("gives a year of weekly prices for each of a ULIP's funds, ending at the NAV its fund cards show", async () => {
    const today = await t.data(aarav, policy.getFundSwitchDetails, { policyNumber: '10000001', customerId: AARAV.clientId });
    const { funds } = await historyOf(aarav, '10000001');
    expect(funds.map((f) => f.fundCode)).toEqual(today.fundSwitchList.map((f) => f.FundCode));
    for (const f of funds) {
      const current = today.fundSwitchList.find((c) => c.FundCode === f.fundCode);
      const first = f.points[0];
      const last = f.points.at(-1);
      expect(f.points).toHaveLength(53);
      expect(last).toEqual({ date: today.navDate, nav: current?.NavValue });
      expect(daysBetween(isoOf(first?.date ?? ''), isoOf(today.navDate))).toBe(364);
      // The figures about the series are the series' own.
      const navs = f.points.map((p) => Number(p.nav));
      expect(f.start).toEqual(first);
      expect(f.latest).toEqual(last);
      expect(Number(f.high.nav)).toBe(Math.max(...navs));
      expect(Number(f.low.nav)).toBe(Math.min(...navs));
      expect(Number(f.changePercent)).toBeCloseTo((navs.at(-1)! / navs[0]! - 1) * 100, 2);
    }
  });

  it('moves debt funds smoothly and equity funds by a few percent a week', async () => {
    const { funds } = await historyOf(aarav, '10000001');
    const byCode = Object.fromEntries(funds.map((f) => [f.fundCode, f]));
    expect(largestWeeklyMove(byCode.PROT!)).toBeLessThan(1);
    expect(largestWeeklyMove(byCode.FLCP!)).toBeGreaterThan(2);
    expect(largestWeeklyMove(byCode.MULT!)).toBeGreaterThan(2);
  });

  it('is the same on every seed', async () => {
    const other = await startTestSandbox('nav-history-again');
    try {
      const again = await other.data(await other.client.login(AARAV.mobile), navHistory.getNavHistory, {
        policyNumber: '10000001',
      });
      expect(again).toEqual(await historyOf(aarav, '10000001'));
    } finally {
      await other.stop();
    }
  });

  it('has no funds for a policy that is not a ULIP', async () => {
    expect((await historyOf(aarav, '20000002')).funds).toEqual([]);
  });

  it("refuses another customer's policy as one that does not exist", async () => {
    expect((await historyOf(priya, '40000001')).funds.length).toBeGreaterThan(0);
    expect((await t.call(priya, navHistory.getNavHistory, { policyNumber: '10000001' })).envelope).toEqual(NOT_FOUND);
    expect((await t.call(aarav, navHistory.getNavHistory, { policyNumber: '40000001' })).envelope).toEqual(NOT_FOUND);
    expect((await t.call(aarav, navHistory.getNavHistory, { policyNumber: '99999999' })).envelope).toEqual(NOT_FOUND);
  });
});
