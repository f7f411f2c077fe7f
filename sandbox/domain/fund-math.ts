import type { z } from 'zod';
import type { funds } from '@portal/contracts';
import { type FundCode, type FundState, valuePaise } from './fund-book';
import type { SwitchPicks } from './fund-rules';
import { apportion, divRound, fixed } from './format';

/**
 * The arithmetic of a switch, kept free of the database so it can be read
 * (and trusted) on its own. Units leave each source in proportion to its
 * percentage; their value, at the current NAV, is split across targets by
 * their percentages, exactly (largest remainder, in 10^-8 rupees), and turned
 * into units at each target's NAV. The only value that can be lost or gained
 * is the rounding of those target units to 4 decimals: under half a unit's
 * ten-thousandth per target fund, well below a paisa at the NAVs on offer.
 */
export interface SwitchPlan {
  /** units (× 10^4) after the switch, for the funds the switch touches */
  after: Map<FundCode, bigint>;
  /** value moved, in 10^-8 rupees (units × 10^4 times NAV × 10^4) */
  switchedE8: bigint;
}

export function planSwitch(book: FundState[], { sources, targets }: SwitchPicks): SwitchPlan {
  const after = new Map<FundCode, bigint>();
  let switchedE8 = 0n;
  for (const f of book) {
    const pct = sources.get(f.code) ?? 0;
    if (pct === 0) continue;
    // 100% leaves nothing behind, whatever the rounding.
    const out = pct === 100 ? f.unitsE4 : divRound(f.unitsE4 * BigInt(pct), 100n);
    after.set(f.code, f.unitsE4 - out);
    switchedE8 += out * f.navE4;
  }
  const into = book.filter((f) => (targets.get(f.code) ?? 0) > 0);
  const parts = apportion(
    into.map((f) => BigInt(targets.get(f.code) ?? 0)),
    switchedE8,
  );
  into.forEach((f, i) => after.set(f.code, f.unitsE4 + divRound(parts[i] as bigint, f.navE4)));
  return { after, switchedE8 };
}

type SummaryRow = z.input<typeof funds.fundSwitchSummary.data>['fundSummary'][number];

/**
 * One row per fund held now or receiving units. Shares are of the policy's
 * whole value and add up to exactly 100.00 (as on the policy page). The status
 * compares the two shares as shown, to two places: a fund whose share moves on
 * the page (6.11% → 6.12%, its units untouched but the others' value moved) is
 * never called Unchanged, and one whose shown share stays put is.
 */
export function summaryRows(book: FundState[], plan: SwitchPlan): SummaryRow[] {
  const unitsAfter = (f: FundState) => plan.after.get(f.code) ?? f.unitsE4;
  const rows = book.filter((f) => f.unitsE4 > 0n || unitsAfter(f) > 0n);
  const before = apportion(
    rows.map((f) => valuePaise(f.unitsE4, f.navE4)),
    10_000n,
  );
  const after = apportion(
    rows.map((f) => valuePaise(unitsAfter(f), f.navE4)),
    10_000n,
  );
  return rows.map((f, i) => {
    const was = before[i] as bigint;
    const now = after[i] as bigint;
    return {
      FundName: f.name,
      CurrentUnitBalance: fixed(f.unitsE4, 4),
      CurrentAllocationPercent: fixed(was, 2),
      NewAllocationPercent: fixed(now, 2),
      Status: now > was ? 'Increased' : now < was ? 'Reduced' : 'Unchanged',
    };
  });
}
