import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policy } from '@portal/contracts';
import { returnsBasisPoints } from '../domain/policy-view';
import { openDb } from '../store/db';
import { liveMandateOf, pauseMandateUntil } from '../store/enach';
import { insertServiceRequest } from '../store/service-requests';
import type { LoginTokens } from './support/client';
import { AARAV, PRIYA } from './support/fixtures';
import { istDay, startTestSandbox, type TestSandbox } from './support/sandbox';

/**
 * The home page's totals (issue 25 §1): one rule in the core adds the policies up, and each total
 * is the sum of what the policy list (the cards) says. The seeded figures are pinned here, and the
 * dashboard's browser test asserts the same ones on the page.
 */
let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

const summaryOf = (who: LoginTokens) => t.data(who, policy.getPortfolioSummary, {});
const listOf = (who: LoginTokens) => t.data(who, policy.getCustomerPolicyDetails, {});
const paise = (rupees: string | null) => Math.round(Number(rupees ?? 0) * 100);
const iso = (dmy: string) => dmy.split('/').reverse().join('-');

beforeAll(async () => {
  t = await startTestSandbox('portfolio');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('the portfolio summary', () => {
  it("pins the seeded customer's totals: cover in force, fund value with gain and returns, dated by the NAV", async () => {
    const s = await summaryOf(aarav);
    // 10000001 ₹12,00,000 + 10000003 ₹3,75,000 + 20000002 ₹1,00,00,000 + 20000003 ₹6,00,000 + 30000001 ₹10,00,000;
    // the lapsed 20000001 and the discontinued 10000002 are not in force.
    expect(s.lifeCover).toBe('13175000.00');
    expect(s.inForceCount).toBe(5);
    // All three ULIPs hold units, the discontinued one too: it is still the customer's money.
    expect(s.funds).toEqual({
      currentValue: '747325.57',
      investedValue: '622500.00',
      gainLoss: '124825.57',
      returns: '20.05',
      navDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      policyCount: 3,
    });
    // The same NAV date the fund pages show.
    const holdings = await t.data(aarav, policy.getFundSwitchDetails, { policyNumber: '10000001', customerId: AARAV.clientId });
    expect(s.funds?.navDate).toBe(holdings.navDate);
    expect((await summaryOf(priya)).funds).toMatchObject({ currentValue: '78767.64', returns: '9.40' });
  });

  it('adds up exactly what the policy list says, policy by policy', async () => {
    const [s, list] = await Promise.all([summaryOf(aarav), listOf(aarav)]);
    const inForce = list.filter((p) => p.policyStatusCode === 'IF');
    expect(paise(s.lifeCover)).toBe(inForce.reduce((a, p) => a + paise(p.sumAssured), 0));
    const ulips = list.filter((p) => p.currentValue !== null);
    expect(paise(s.funds?.currentValue ?? null)).toBe(ulips.reduce((a, p) => a + paise(p.currentValue), 0));
    expect(paise(s.funds?.investedValue ?? null)).toBe(ulips.reduce((a, p) => a + paise(p.investedValue), 0));
    expect(paise(s.funds?.gainLoss ?? null)).toBe(ulips.reduce((a, p) => a + paise(p.gainLoss), 0));
    // Each due is the card's amount, due date and Pay Now; soonest first.
    for (const d of s.dues) {
      const card = list.find((p) => p.policyNo === d.policyNo);
      expect(card).toMatchObject({ payableAmount: d.amount, payNow: d.payNow });
    }
    expect(s.dues.map((d) => iso(d.dueDate))).toEqual(s.dues.map((d) => iso(d.dueDate)).sort());
  });

  it('lists the next due of each premium-paying policy, with whether auto-pay will debit it', async () => {
    const s = await summaryOf(aarav);
    expect(s.dues.map((d) => [d.policyNo, d.amount, d.autoPay, d.payNow])).toEqual([
      ['20000001', '25330.00', 'N', 'Y'], // lapsed: its revival amount
      ['10000002', '7612.50', 'N', 'Y'], // overdue, with its late fee
      ['10000001', '5000.00', 'N', 'Y'], // due in 10 days
      ['20000003', '51125.00', 'N', 'N'], // not yet in the Pay Now window
      ['20000002', '18916.25', 'Y', 'N'], // the term plan's mandate will debit it
    ]);
    expect(s.dues.find((d) => d.policyNo === '10000001')?.dueDate).toBe(istDay(t.now(), 10));
  });

  it('rounds returns half away from zero, on gains and losses alike', () => {
    expect(returnsBasisPoints(12_482_557n, 62_250_000n)).toBe(2005n); // 20.0523…%
    expect(returnsBasisPoints(-5n, 1000n)).toBe(-50n);
    expect(returnsBasisPoints(1n, 20_000n)).toBe(1n); // 0.5 bp rounds up
    expect(returnsBasisPoints(0n, 0n)).toBe(0n);
  });
});

describe("the policy list's auto-pay and open-request flags", () => {
  it('says active, paused or none from the mandate, and open while a request on the policy is', async () => {
    const flags = async () => Object.fromEntries((await listOf(aarav)).map((p) => [p.policyNo, `${p.autoPay} ${p.openRequest}`]));
    expect(await flags()).toMatchObject({ '20000002': 'ACTIVE N', '10000001': 'NONE N' });

    const { db } = openDb(t.dataDir);
    try {
      const ids = db
        .prepare('SELECT id, policy_no FROM policies WHERE policy_no IN (?, ?)')
        .all('20000002', '10000001') as Array<{
        id: number;
        policy_no: string;
      }>;
      const idOf = (no: string) => ids.find((r) => r.policy_no === no)?.id as number;
      const mandate = liveMandateOf(db, idOf('20000002'));
      pauseMandateUntil(db, mandate?.id as number, istDay(t.now(), 800, 'iso'), 2, t.now());
      const owner = db.prepare('SELECT owner_id FROM policies WHERE id = ?').get(idOf('10000001')) as { owner_id: number };
      insertServiceRequest(db, {
        customerId: owner.owner_id,
        policyId: idOf('10000001'),
        category: 'QUERY',
        queryType: 'Policy',
        subject: 'A question',
        subjectNorm: 'aquestion',
        description: 'About my policy',
        status: 'Open',
        dueOn: istDay(t.now(), 7, 'iso'),
        now: t.now(),
      });
    } finally {
      db.close();
    }
    expect(await flags()).toMatchObject({ '20000002': 'PAUSED N', '10000001': 'NONE Y', '10000002': 'NONE N' });
    // Paused past its next premium: auto-pay no longer debits it, so the home page says so.
    expect((await summaryOf(aarav)).dues.find((d) => d.policyNo === '20000002')?.autoPay).toBe('N');
  });
});
