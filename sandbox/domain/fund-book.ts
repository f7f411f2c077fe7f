import type { policy } from '@portal/contracts';
import type { Db } from '../store/db';
import { fundBookRows } from '../store/funds';
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

export function loadFundBook(db: Db, policyId: number): FundState[] {
  return fundBookRows(db, policyId).map((r) => ({
    code: r.code as FundCode,
    name: r.name,
    navE4: BigInt(r.nav_e4),
    unitsE4: BigInt(r.units_e4 ?? 0),
    allocationPct: r.allocation_pct ?? 0,
    onPolicy: r.row_id !== null,
  }));
}

/** Value in paise, rounded as the policy page rounds it (units and NAV carry 4 decimals each). */
export const valuePaise = (unitsE4: bigint, navE4: bigint) => divRound(unitsE4 * navE4, 1_000_000n);
