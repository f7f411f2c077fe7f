import type { Db } from '../db';
import { addDays } from '../calendar';
import { cataloguePrices, insertNavRows, type NavRow } from '../nav-history';

/** Weekly prices over a year: this many weeks before today's price, and today's. */
export const NAV_HISTORY_WEEKS = 52;

/**
 * How each demo fund moves: its growth over a year and how far one week's price strays. The debt
 * funds (Preserver: money market; Protector: bonds) climb almost in a line, the equity funds
 * (Flexi Cap, Virtue, the Multipliers) swing by a few percent a week, Balanced in between.
 */
const PROFILES: Record<string, { yearlyGrowth: number; weeklySwing: number }> = {
  PRES: { yearlyGrowth: 0.062, weeklySwing: 0.0004 },
  PROT: { yearlyGrowth: 0.071, weeklySwing: 0.0018 },
  BALN: { yearlyGrowth: 0.098, weeklySwing: 0.011 },
  VIRT: { yearlyGrowth: 0.118, weeklySwing: 0.022 },
  FLCP: { yearlyGrowth: 0.136, weeklySwing: 0.025 },
  MUL2: { yearlyGrowth: 0.128, weeklySwing: 0.027 },
  MULT: { yearlyGrowth: 0.152, weeklySwing: 0.03 },
};
const DEFAULT_PROFILE = { yearlyGrowth: 0.1, weeklySwing: 0.015 };

/** mulberry32, seeded from the fund code: the same history on every seed, a different one per fund. */
function randomFor(code: string): () => number {
  let state = [...code].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16_777_619), 2_166_136_261);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal draw (Box–Muller) from two uniform ones. */
function normal(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/**
 * One fund's weekly prices ending at `navE4` on `navDay`: walked backwards from today's price, so
 * the last point is exactly the price the core serves, whatever the walk did before it.
 */
export function weeklyNavs(code: string, navE4: number, navDay: string): NavRow[] {
  const { yearlyGrowth, weeklySwing } = PROFILES[code] ?? DEFAULT_PROFILE;
  const random = randomFor(code);
  const rows: NavRow[] = [{ nav_date: navDay, nav_e4: navE4 }];
  let nav = navE4;
  for (let week = 1; week <= NAV_HISTORY_WEEKS; week++) {
    const weekReturn = yearlyGrowth / NAV_HISTORY_WEEKS + weeklySwing * normal(random);
    nav = Math.max(1, Math.round(nav / (1 + weekReturn)));
    rows.unshift({ nav_date: addDays(navDay, -7 * week), nav_e4: nav });
  }
  return rows;
}

/** A year of weekly prices for every catalogue fund, ending at its current price. */
export function seedNavHistory(db: Db): void {
  for (const f of cataloguePrices(db)) insertNavRows(db, f.code, weeklyNavs(f.code, f.nav_e4, f.nav_date));
}
