import type { z } from 'zod';
import { CODES, type funds } from '@portal/contracts';
import { type FundCode, type FundState, valuePaise } from './fund-book';
import type { PolicyRow } from '../store/policies';
import { takesNoPremium } from './premium';
import { fail, type Failure } from './failure';

/**
 * SPEC §5 "Fund switch" and "Premium redirection", enforced by the core. The
 * portal checks the same things as the customer types, but a core must not
 * trust that: every rule is checked again here, with the portal's messages
 * where the spec gives one. The contract already holds percentages to
 * integers 0–100 and codes to the seven funds; they are checked again so the
 * rules stand on their own.
 */
/** The core's own limits (SPEC §9); the portal keeps a copy for instant feedback, and a test holds the two equal. */
export const MIN_FUND_SWITCH_VALUE = 5000;
export const MAX_PERCENT = 100;
export const ELIGIBLE_SWITCH_STATUS_CODES = ['IF', 'PD'] as const;

export const FUND_MESSAGES = {
  invalid: 'Invalid request.',
  switchIneligible: 'Fund switch is available only on unit-linked policies that are in force or premium discontinued.',
  redirectionIneligible:
    'Premium redirection is available only on unit-linked policies that are in force or premium discontinued and still pay premiums.',
  noSource: "Please Enter Percentage for At Least One Fund in 'Switch From'",
  notHeld: 'You can switch only from a fund that has a value in this policy.',
  overlap: 'A fund you switch from cannot also be a fund you switch to.',
  targetTotal: 'Total Percentage in `Switch To` should be 100%.',
  minValue: 'Your fund value has to be above ₹5,000 for this transaction.',
  noAllocation: 'Please allocate funds to at least one option.',
  allocationTotal: (n: number) => `Total allocation is ${n}%. It should be 100%.`,
} as const;

const bad = (message: string) => fail(CODES.BAD_REQUEST, message);

export const switchEligible = (p: PolicyRow) =>
  p.is_ulip === 1 && (ELIGIBLE_SWITCH_STATUS_CODES as readonly string[]).includes(p.status_code);
/** SPEC §2: as for a switch, and the policy must still take premiums to redirect them. */
export const redirectionEligible = (p: PolicyRow) => switchEligible(p) && !takesNoPremium(p.premium_status);

const isPercent = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_PERCENT;

/** code → percent; null when a code repeats, is not in the catalogue, or a percent is out of range. */
function picks(book: FundState[], entries: Array<[string, number]>): Map<FundCode, number> | null {
  const out = new Map<FundCode, number>();
  for (const [code, pct] of entries) {
    const fund = book.find((f) => f.code === code);
    if (!fund || out.has(fund.code) || !isPercent(pct)) return null;
    out.set(fund.code, pct);
  }
  return out;
}

const total = (m: Map<FundCode, number>) => [...m.values()].reduce((a, b) => a + b, 0);

export interface SwitchPicks {
  sources: Map<FundCode, number>;
  targets: Map<FundCode, number>;
}

type Selection = z.output<typeof funds.fundSwitchSelection>;

export function checkSwitch(book: FundState[], sel: Selection): ({ ok: true } & SwitchPicks) | Failure {
  const sources = picks(
    book,
    sel.sourceFundSelection.map((s) => [s.sourceFundCode, s.sourcePercentageOrAmount]),
  );
  const targets = picks(
    book,
    sel.targetFundSelection.map((t) => [t.targetFundCode, t.targetPercentageOrAmount]),
  );
  if (!sources || !targets) return bad(FUND_MESSAGES.invalid);

  const active = book.filter((f) => (sources.get(f.code) ?? 0) > 0);
  if (active.length === 0) return bad(FUND_MESSAGES.noSource);
  // A 0% line for a fund not held is harmless (the portal may send every fund); a real one is not.
  if (active.some((f) => valuePaise(f.unitsE4, f.navE4) <= 0n)) return bad(FUND_MESSAGES.notHeld);
  for (const [code, pct] of targets) {
    if (pct > 0 && (sources.get(code) ?? 0) > 0) return bad(FUND_MESSAGES.overlap);
  }
  if (total(targets) !== MAX_PERCENT) return bad(FUND_MESSAGES.targetTotal);

  // Σ FundValue × percent / 100 ≥ minimum, compared exactly as paise × percent.
  const switched = active.reduce((sum, f) => sum + valuePaise(f.unitsE4, f.navE4) * BigInt(sources.get(f.code) ?? 0), 0n);
  if (switched < BigInt(MIN_FUND_SWITCH_VALUE) * 100n * 100n) return bad(FUND_MESSAGES.minValue);
  return { ok: true, sources, targets };
}

type Allocation = z.output<typeof funds.premiumRedirection.request>['fundAllocation'];

export function checkAllocation(
  book: FundState[],
  allocation: Allocation,
): { ok: true; allocation: Map<FundCode, number> } | Failure {
  const chosen = picks(
    book,
    allocation.map((a) => [a.virtualFund, a.percentageOrAmount]),
  );
  if (!chosen) return bad(FUND_MESSAGES.invalid);
  if (![...chosen.values()].some((p) => p > 0)) return bad(FUND_MESSAGES.noAllocation);
  const sum = total(chosen);
  if (sum !== MAX_PERCENT) return bad(FUND_MESSAGES.allocationTotal(sum));
  return { ok: true, allocation: chosen };
}
