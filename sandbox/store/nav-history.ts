import type { Db } from './db';

/**
 * fund_nav_history: the NAVs a fund was priced at, one row a fund and day, scaled by 10^4 like
 * the catalogue's. The catalogue keeps today's price and its day; the history's last row is that
 * same price.
 */
export interface NavRow {
  nav_date: string;
  nav_e4: number;
}

/** A fund on a policy with the catalogue's price of it today. */
export interface PolicyFundPrice {
  code: string;
  name: string;
  nav_e4: number;
  nav_date: string;
}

/** The policy's funds (every row it has, in the policy page's order) with their current prices. */
export const policyFundPrices = (db: Db, policyId: number) =>
  db
    .prepare(
      `SELECT c.code, c.name, c.nav_e4, c.nav_date
      FROM funds f JOIN fund_catalogue c ON c.code = f.fund_code WHERE f.policy_id = ? ORDER BY f.id`,
    )
    .all(policyId) as PolicyFundPrice[];

/** A fund's prices from `fromDay` up to and excluding `beforeDay` (ISO days), oldest first. */
export const navRowsBetween = (db: Db, code: string, fromDay: string, beforeDay: string) =>
  db
    .prepare(
      `SELECT nav_date, nav_e4 FROM fund_nav_history
      WHERE fund_code = ? AND nav_date >= ? AND nav_date < ? ORDER BY nav_date`,
    )
    .all(code, fromDay, beforeDay) as NavRow[];

/** Every fund of the catalogue with its current price, in catalogue order (for the seed). */
export const cataloguePrices = (db: Db) =>
  db.prepare('SELECT code, name, nav_e4, nav_date FROM fund_catalogue ORDER BY rowid').all() as PolicyFundPrice[];

export function insertNavRows(db: Db, code: string, rows: readonly NavRow[]): void {
  const insert = db.prepare(
    `INSERT INTO fund_nav_history (fund_code, nav_date, nav_e4) VALUES (?, ?, ?)
    ON CONFLICT (fund_code, nav_date) DO UPDATE SET nav_e4 = excluded.nav_e4`,
  );
  for (const r of rows) insert.run(code, r.nav_date, r.nav_e4);
}
