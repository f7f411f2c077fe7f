import type { Db } from './db';

/**
 * fund_catalogue (one NAV per fund, shared by every policy) and funds (a
 * policy's units and premium allocation per fund). Units and NAVs are
 * integers scaled by 10^4.
 */
export interface HoldingRow {
  code: string;
  name: string;
  units_e4: number;
  nav_e4: number;
  allocation_pct: number;
}

/** Every catalogue fund with the policy's row for it, if any: the policy's own first, in their order. */
export interface FundBookRow {
  code: string;
  name: string;
  nav_e4: number;
  units_e4: number | null;
  allocation_pct: number | null;
  row_id: number | null;
}

export const holdingsOf = (db: Db, policyId: number) =>
  db
    .prepare(
      `SELECT f.fund_code AS code, c.name, f.units_e4, c.nav_e4, f.allocation_pct
      FROM funds f JOIN fund_catalogue c ON c.code = f.fund_code WHERE f.policy_id = ? ORDER BY f.id`,
    )
    .all(policyId) as HoldingRow[];

export const fundBookRows = (db: Db, policyId: number) =>
  db
    .prepare(
      `SELECT c.code, c.name, c.nav_e4, f.units_e4, f.allocation_pct, f.id AS row_id
      FROM fund_catalogue c LEFT JOIN funds f ON f.fund_code = c.code AND f.policy_id = ?
      ORDER BY f.id IS NULL, f.id, c.rowid`,
    )
    .all(policyId) as FundBookRow[];

/** The catalogue's latest price day ('YYYY-MM-DD'). */
export const latestNavDay = (db: Db) => (db.prepare('SELECT max(nav_date) AS d FROM fund_catalogue').get() as { d: string }).d;

/** Sets a fund's units, adding the row (with no allocation) when the policy has none for it. */
export function setUnits(db: Db, policyId: number, code: string, unitsE4: number): void {
  db.prepare(
    `INSERT INTO funds (policy_id, fund_code, units_e4, allocation_pct) VALUES (?, ?, ?, 0)
    ON CONFLICT (policy_id, fund_code) DO UPDATE SET units_e4 = excluded.units_e4`,
  ).run(policyId, code, unitsE4);
}

/**
 * Replaces the policy's premium allocation: funds left out go to 0, and a fund
 * not held yet gets a row with no units, so the policy page can show where
 * premiums will go.
 */
export function replaceAllocation(db: Db, policyId: number, allocation: ReadonlyMap<string, number>): void {
  db.prepare('UPDATE funds SET allocation_pct = 0 WHERE policy_id = ?').run(policyId);
  const upsert = db.prepare(`INSERT INTO funds (policy_id, fund_code, units_e4, allocation_pct) VALUES (?, ?, 0, ?)
    ON CONFLICT (policy_id, fund_code) DO UPDATE SET allocation_pct = excluded.allocation_pct`);
  for (const [code, pct] of allocation) if (pct > 0) upsert.run(policyId, code, pct);
}
