import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, funds, policy, type RequestOf } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { srRequestToken, startTestSandbox, type TestSandbox } from './support/sandbox';
import { AARAV, PRIYA } from './support/fixtures';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

type Pct = Record<string, number>;
const selection = (who: LoginTokens, policyNumber: string, from: Pct, to: Pct) => ({
  clientId: who.clientId,
  policyNumber,
  sourceFundSelection: Object.entries(from).map(([sourceFundCode, sourcePercentageOrAmount]) => ({
    sourceFundCode,
    sourcePercentageOrAmount,
  })),
  targetFundSelection: Object.entries(to).map(([targetFundCode, targetPercentageOrAmount]) => ({
    targetFundCode,
    targetPercentageOrAmount,
  })),
});
// Codes and percentages outside the contract are sent as they are, to see the core refuse them.
type Body = Omit<RequestOf<typeof funds.fundSwitchSummary>, 'sessionId'>;
type RegisterBody = Omit<RequestOf<typeof funds.fundRegister>, 'sessionId'>;
const summary = (who: LoginTokens, no: string, from: Pct, to: Pct) =>
  t.call(who, funds.fundSwitchSummary, selection(who, no, from, to) as Body);
const register = (who: LoginTokens, no: string, from: Pct, to: Pct, srRequestToken: string) =>
  t.call(who, funds.fundRegister, {
    ...selection(who, no, from, to),
    customerName: 'Aarav Sharma',
    coverageSelection: [],
    srRequestToken,
  } as RegisterBody);
const holdings = async (who: LoginTokens, policyNumber: string) =>
  (await t.data(who, policy.getFundSwitchDetails, { policyNumber, customerId: who.clientId })).fundSwitchList;
const paise = (s: string) => Math.round(Number(s) * 100);
const bad = (message: string) => ({ code: 400, message });

beforeAll(async () => {
  t = await startTestSandbox('fund-switch');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('fundSwitchSummary rules (SPEC §5)', () => {
  it('needs at least one source above 0', async () => {
    const res = await summary(aarav, '10000001', { PROT: 0, FLCP: 0 }, { MULT: 100 });
    expect(res.envelope).toEqual(bad("Please Enter Percentage for At Least One Fund in 'Switch From'"));
  });

  it('switches only out of a fund with a value', async () => {
    const res = await summary(aarav, '10000001', { BALN: 50 }, { MULT: 100 });
    expect(res.envelope).toEqual(bad('You can switch only from a fund that has a value in this policy.'));
    // A 0% line for such a fund is harmless.
    expect((await summary(aarav, '10000001', { BALN: 0, PROT: 50 }, { MULT: 100 })).envelope?.code).toBe(200);
  });

  it('refuses a target that is also a source above 0', async () => {
    const res = await summary(aarav, '10000001', { PROT: 50 }, { PROT: 50, FLCP: 50 });
    expect(res.envelope).toEqual(bad('A fund you switch from cannot also be a fund you switch to.'));
    expect((await summary(aarav, '10000001', { PROT: 50 }, { PROT: 0, FLCP: 100 })).envelope?.code).toBe(200);
  });

  it('needs targets adding up to 100', async () => {
    const total = bad('Total Percentage in `Switch To` should be 100%.');
    expect((await summary(aarav, '10000001', { PROT: 50 }, { FLCP: 60, BALN: 30 })).envelope).toEqual(total);
    expect((await summary(aarav, '10000001', { PROT: 50 }, { FLCP: 60, BALN: 50 })).envelope).toEqual(total);
  });

  it('needs a switched value of at least ₹5,000', async () => {
    const prot = (await holdings(aarav, '10000001')).find((f) => f.FundCode === 'PROT');
    const value = paise(prot?.FundValue ?? '0');
    const below = Math.floor((500_000 * 100 - 1) / value);
    const res = await summary(aarav, '10000001', { PROT: below }, { FLCP: 100 });
    expect(res.envelope).toEqual(bad('Your fund value has to be above ₹5,000 for this transaction.'));
    expect((await summary(aarav, '10000001', { PROT: below + 1 }, { FLCP: 100 })).envelope?.code).toBe(200);
  });

  it('refuses percentages, codes and lists the contract does not allow', async () => {
    const invalid = bad('Invalid request.');
    expect((await summary(aarav, '10000001', { PROT: 101 }, { FLCP: 100 })).envelope).toEqual(invalid);
    expect((await summary(aarav, '10000001', { PROT: 12.5 }, { FLCP: 100 })).envelope).toEqual(invalid);
    expect((await summary(aarav, '10000001', { PROT: -1 }, { FLCP: 100 })).envelope).toEqual(invalid);
    expect((await summary(aarav, '10000001', { XXXX: 50 }, { FLCP: 100 })).envelope).toEqual(invalid);
    const twice = selection(aarav, '10000001', { PROT: 50 }, { FLCP: 50 });
    twice.targetFundSelection.push({ targetFundCode: 'FLCP', targetPercentageOrAmount: 50 });
    expect((await t.call(aarav, funds.fundSwitchSummary, twice as Body)).envelope).toEqual(invalid);
    const other = { ...selection(aarav, '10000001', { PROT: 50 }, { FLCP: 100 }), clientId: 'C1000002' };
    expect((await t.call(aarav, funds.fundSwitchSummary, other as Body)).envelope).toEqual(invalid);
  });

  it('takes only the caller’s ULIP in force or premium-discontinued', async () => {
    const notFound = { code: 404, message: 'Policy not found.' };
    expect((await summary(aarav, '40000001', { PROT: 50 }, { FLCP: 100 })).envelope).toEqual(notFound);
    const endowment = await summary(aarav, '20000001', { PROT: 50 }, { FLCP: 100 });
    expect(endowment.envelope).toEqual(
      bad('Fund switch is available only on unit-linked policies that are in force or premium discontinued.'),
    );
    // Single premium does not matter for a switch; PD is eligible too.
    expect((await summary(aarav, '10000003', { MUL2: 20 }, { PROT: 100 })).envelope?.code).toBe(200);
    expect((await summary(aarav, '10000002', { PRES: 50 }, { FLCP: 100 })).envelope?.code).toBe(200);
  });
});

describe('fundSwitchSummary numbers', () => {
  it('names a fund by the shares shown: 30.57% → 30.58% is Increased though its units stay', async () => {
    const data = await t.data(aarav, funds.fundSwitchSummary, selection(aarav, '10000001', { PROT: 6 }, { FLCP: 100 }) as Body);
    const mult = data.fundSummary.find((r) => r.FundName === 'Multiplier Fund');
    expect(mult).toMatchObject({ CurrentAllocationPercent: '30.57', NewAllocationPercent: '30.58', Status: 'Increased' });
    for (const r of data.fundSummary) {
      const [was, now] = [Number(r.CurrentAllocationPercent), Number(r.NewAllocationPercent)];
      expect(r.Status).toBe(now > was ? 'Increased' : now < was ? 'Reduced' : 'Unchanged');
    }
  });

  it('previews shares now and after, for every fund held or receiving units', async () => {
    const from = { PROT: 50, FLCP: 30, MULT: 0 };
    const to = { BALN: 60, PRES: 40 };
    const data = await t.data(aarav, funds.fundSwitchSummary, selection(aarav, '10000001', from, to) as Body);
    expect(data.request).toEqual(selection(aarav, '10000001', from, to));
    const rows = data.fundSummary;
    expect(rows.map((r) => [r.FundName, r.Status])).toEqual([
      ['Protector Fund', 'Reduced'],
      ['Flexi Cap Fund', 'Reduced'],
      ['Balanced Fund', 'Increased'],
      ['Multiplier Fund', 'Unchanged'],
      ['Preserver Fund', 'Increased'],
    ]);
    const bp = (s: string) => Math.round(Number(s) * 100);
    expect(rows.reduce((s, r) => s + bp(r.CurrentAllocationPercent), 0)).toBe(10_000);
    expect(rows.reduce((s, r) => s + bp(r.NewAllocationPercent), 0)).toBe(10_000);
    for (const r of rows) expect(r.CurrentAllocationPercent).toMatch(/^\d+\.\d{2}$/);

    // Current shares are the policy page's; the untouched fund keeps its share.
    const now = await holdings(aarav, '10000001');
    for (const r of rows.slice(0, 4)) {
      const f = now.find((h) => h.FundName === r.FundName);
      expect([r.CurrentAllocationPercent, r.CurrentUnitBalance]).toEqual([f?.FundValuePercentage, f?.UnitBalance]);
    }
    const mult = rows[3];
    expect(Math.abs(bp(mult?.NewAllocationPercent ?? '') - bp(mult?.CurrentAllocationPercent ?? ''))).toBeLessThanOrEqual(1);
    // What leaves PROT and FLCP arrives in BALN and PRES, split 60:40.
    const [prot, flcp, baln, , pres] = rows.map((r) => bp(r.NewAllocationPercent) - bp(r.CurrentAllocationPercent));
    const out = -((prot ?? 0) + (flcp ?? 0));
    expect(Math.abs(out - ((baln ?? 0) + (pres ?? 0)))).toBeLessThanOrEqual(2);
    expect(Math.abs((baln ?? 0) - out * 0.6)).toBeLessThanOrEqual(2);
  });
});

describe('fundRegister', () => {
  let used = '';

  it('moves units at the current NAV at once, keeping the value', async () => {
    const before = await holdings(aarav, '10000001');
    used = await srRequestToken(t, aarav, '10000001', 'FUND_SWITCH');
    const res = await register(aarav, '10000001', { PROT: 50, FLCP: 30 }, { BALN: 60, PRES: 40 }, used);
    expect(res.envelope?.code).toBe(200);
    const sr = funds.fundRegister.data.parse(res.envelope?.data).serviceRequestId;
    expect(sr).toMatch(/^\d{8}$/);

    const after = await holdings(aarav, '10000001');
    const units = (list: typeof before, code: string) => Number(list.find((f) => f.FundCode === code)?.UnitBalance ?? 0);
    const value = (list: typeof before, code: string) => paise(list.find((f) => f.FundCode === code)?.FundValue ?? '0');
    expect(units(after, 'PROT')).toBeCloseTo(units(before, 'PROT') * 0.5, 4);
    expect(units(after, 'FLCP')).toBeCloseTo(units(before, 'FLCP') * 0.7, 4);
    expect(units(after, 'MULT')).toBe(units(before, 'MULT'));
    const moved = value(before, 'PROT') * 0.5 + value(before, 'FLCP') * 0.3;
    expect(Math.abs(value(after, 'BALN') - moved * 0.6)).toBeLessThanOrEqual(2);
    expect(Math.abs(value(after, 'PRES') - moved * 0.4)).toBeLessThanOrEqual(2);
    for (const f of after) expect(f.UnitBalance).toMatch(/^\d+\.\d{4}$/);
    const total = (list: typeof before) => list.reduce((s, f) => s + paise(f.FundValue), 0);
    expect(Math.abs(total(after) - total(before))).toBeLessThanOrEqual(2);
    // Premium allocation is not what a switch changes.
    expect(after.map((f) => [f.FundCode, f.FundAllocation])).toEqual([
      ['PROT', '30'],
      ['FLCP', '40'],
      ['BALN', '0'],
      ['MULT', '30'],
      ['PRES', '0'],
    ]);

    const [sms] = await t.client.outbox();
    expect(sms?.text).toMatch(
      new RegExp(`^Your fund switch request SR ${sr} on policy 10000001 is complete: ₹[\\d,]+\\.\\d{2} switched`),
    );
    const tracked = (await t.data(aarav, documents.trackServiceRequests, {}))[0];
    expect(tracked).toMatchObject({ srNumber: sr, srSubject: 'Fund Switch', srPolicyNo: '10000001', srStatus: 'Closed' });
  });

  it('spends the token: it works once', async () => {
    const res = await register(aarav, '10000001', { MULT: 50 }, { PROT: 100 }, used);
    expect(res.envelope).toEqual(bad('Your OTP verification is no longer valid. Please verify with a new OTP.'));
  });

  it('refuses a second switch of the policy the same day, without spending the token', async () => {
    const token = await srRequestToken(t, aarav, '10000001', 'FUND_SWITCH');
    const res = await register(aarav, '10000001', { MULT: 50 }, { PROT: 100 }, token);
    expect(res.envelope).toEqual(bad('You have already raised this request.'));
  });

  it('binds the token to its request type, policy and customer', async () => {
    const invalid = bad('Your OTP verification is no longer valid. Please verify with a new OTP.');
    expect((await register(aarav, '10000002', { PRES: 50 }, { FLCP: 100 }, 'not-a-token')).envelope).toEqual(invalid);
    const other = await srRequestToken(t, aarav, '10000003', 'FUND_SWITCH');
    expect((await register(aarav, '10000002', { PRES: 50 }, { FLCP: 100 }, other)).envelope).toEqual(invalid);
    const redirection = await srRequestToken(t, aarav, '10000002', 'PREMIUM_REDIRECTION');
    expect((await register(aarav, '10000002', { PRES: 50 }, { FLCP: 100 }, redirection)).envelope).toEqual(invalid);
    const priyas = await srRequestToken(t, priya, '40000001', 'FUND_SWITCH');
    expect((await register(aarav, '10000002', { PRES: 50 }, { FLCP: 100 }, priyas)).envelope).toEqual(invalid);
    // None of those refusals spent the token for 10000003 (single premium may switch).
    expect((await register(aarav, '10000003', { MUL2: 20 }, { PROT: 100 }, other)).envelope?.code).toBe(200);
  });

  it('applies the rules before the token, and refuses another customer’s policy', async () => {
    const token = await srRequestToken(t, aarav, '10000002', 'FUND_SWITCH');
    const res = await register(aarav, '10000002', { PRES: 50 }, { FLCP: 90 }, token);
    expect(res.envelope).toEqual(bad('Total Percentage in `Switch To` should be 100%.'));
    const notFound = { code: 404, message: 'Policy not found.' };
    expect((await register(priya, '10000002', { PRES: 50 }, { FLCP: 100 }, token)).envelope).toEqual(notFound);
    expect((await register(aarav, '10000002', { PRES: 50 }, { FLCP: 100 }, token)).envelope?.code).toBe(200);
  });

  it('lets a token lapse after 10 minutes', async () => {
    const token = await srRequestToken(t, priya, '40000001', 'FUND_SWITCH');
    t.advanceSeconds(10 * 60 + 1);
    const res = await register(priya, '40000001', { FLCP: 50 }, { PRES: 100 }, token);
    expect(res.envelope).toEqual(bad('Your OTP verification is no longer valid. Please verify with a new OTP.'));
  });

  it('takes a new switch of the same policy on the next NAV day', async () => {
    t.advanceDays(1);
    aarav = await t.client.login(AARAV.mobile);
    const token = await srRequestToken(t, aarav, '10000001', 'FUND_SWITCH');
    expect((await register(aarav, '10000001', { PRES: 100 }, { MULT: 100 }, token)).envelope?.code).toBe(200);
    expect((await holdings(aarav, '10000001')).find((f) => f.FundCode === 'PRES')?.UnitBalance).toBe('0.0000');
  });
});
