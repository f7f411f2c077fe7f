import type { z } from 'zod';
import type { navHistory } from '@portal/contracts';
import type { Db } from '../store/db';
import { addYears } from '../store/calendar';
import { navRowsBetween, type NavRow, policyFundPrices } from '../store/nav-history';
import { divRound, dmy, fixed } from './format';

type FundNavHistory = z.input<typeof navHistory.fundNavHistory>;
type FundCode = FundNavHistory['fundCode'];

const point = (r: NavRow) => ({ date: dmy(r.nav_date), nav: fixed(r.nav_e4, 4) });

/** The first row with the highest (or lowest) price: the earliest day on a tie. */
function extreme(rows: readonly NavRow[], better: (a: number, b: number) => boolean): NavRow {
  return rows.reduce((best, r) => (better(r.nav_e4, best.nav_e4) ? r : best));
}

/**
 * Each fund on the policy with its prices over the year before its price day: the stored history,
 * then today's price from the catalogue as the last point. The catalogue decides the last point,
 * so the chart ends at the NAV the fund cards show (getFundSwitchDetails) even if the history
 * lagged behind it. The change, high and low are worked out here, once, for the portal to show.
 */
export function navHistoryOf(db: Db, policyId: number): FundNavHistory[] {
  return policyFundPrices(db, policyId).map((f) => {
    const today: NavRow = { nav_date: f.nav_date, nav_e4: f.nav_e4 };
    const rows = [...navRowsBetween(db, f.code, addYears(f.nav_date, -1), f.nav_date), today];
    const start = rows[0] as NavRow;
    const changeBp = divRound(BigInt(today.nav_e4 - start.nav_e4) * 10_000n, BigInt(start.nav_e4));
    return {
      fundCode: f.code as FundCode,
      fundName: f.name,
      points: rows.map(point),
      start: point(start),
      latest: point(today),
      high: point(extreme(rows, (a, b) => a > b)),
      low: point(extreme(rows, (a, b) => a < b)),
      changePercent: fixed(changeBp, 2),
    };
  });
}
