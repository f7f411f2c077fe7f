import type { policy } from '@portal/contracts';
import type { Db } from '../store/db';
import { divRound } from './format';

/**
 * A policy's funds as the switch and redirection rules see them: every fund
 * of the catalogue, the policy's own rows first (in their order, as on the
 * policy page), then the ones it could move into. Units and NAVs stay scaled
 * integers (10^4) so the arithmetic is exact.
 */
export type FundCode = (typeof policy.FUND_CODES)[number];

export interface FundState {
  code: FundCode;
  name: string;
  navE4: bigint;
  unitsE4: bigint;
  /** percent of future premiums going to this fund */
  allocationPct: number;
  /** the policy has a row for this fund (held now or once, or allocated to) */
  onPolicy: boolean;
}

interface Row {
  code: FundCode;
  name: string;
  nav_e4: number;
  units_e4: number | null;
  allocation_pct: number | null;
  row_id: number | null;
}

export function loadFundBook(db: Db, policyId: number): FundState[] {
  const rows = db
    .prepare(`SELECT c.code, c.name, c.nav_e4, f.units_e4, f.allocation_pct, f.id AS row_id
      FROM fund_catalogue c LEFT JOIN funds f ON f.fund_code = c.code AND f.policy_id = ?
      ORDER BY f.id IS NULL, f.id, c.rowid`)
    .all(policyId) as Row[];
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    navE4: BigInt(r.nav_e4),
    unitsE4: BigInt(r.units_e4 ?? 0),
    allocationPct: r.allocation_pct ?? 0,
    onPolicy: r.row_id !== null,
  }));
}

/** The NAV date units move at: the catalogue's latest price day. */
export const currentNavDate = (db: Db) =>
  (db.prepare('SELECT max(nav_date) AS d FROM fund_catalogue').get() as { d: string }).d;

/** Value in paise, rounded as the policy page rounds it (units and NAV carry 4 decimals each). */
export const valuePaise = (unitsE4: bigint, navE4: bigint) => divRound(unitsE4 * navE4, 1_000_000n);
