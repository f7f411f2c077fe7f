import type { Db } from './db';

/**
 * ulip_top_ups and partial_withdrawals (schema v22): what a top-up order buys and what a
 * withdrawal request takes out. Fund maps are JSON objects of fund code to percent or units (×10^4).
 */
export interface TopUpRow {
  order_id: number;
  policy_id: number;
  allocation_json: string;
  allotted_json: string | null;
  nav_date: string | null;
  sr_number: string | null;
}

export interface WithdrawalRow {
  sr_number: string;
  policy_id: number;
  amount_paise: number;
  charge_paise: number;
  sources_json: string;
  redeemed_json: string | null;
  nav_date: string | null;
  created_at: number;
  settled_at: number | null;
}

export const insertTopUp = (db: Db, a: { orderId: number; policyId: number; allocation: Record<string, number> }) =>
  db
    .prepare('INSERT INTO ulip_top_ups (order_id, policy_id, allocation_json) VALUES (?, ?, ?)')
    .run(a.orderId, a.policyId, JSON.stringify(a.allocation));

export const topUpOfOrder = (db: Db, orderId: number) =>
  db.prepare('SELECT * FROM ulip_top_ups WHERE order_id = ?').get(orderId) as TopUpRow | undefined;

export const markTopUpAllotted = (
  db: Db,
  a: { orderId: number; allotted: Record<string, number>; navDate: string; srNumber: string },
) =>
  db
    .prepare(
      'UPDATE ulip_top_ups SET allotted_json = ?, nav_date = ?, sr_number = ? WHERE order_id = ? AND allotted_json IS NULL',
    )
    .run(JSON.stringify(a.allotted), a.navDate, a.srNumber, a.orderId).changes === 1;

export const insertWithdrawal = (
  db: Db,
  a: {
    srNumber: string;
    policyId: number;
    amountPaise: number;
    chargePaise: number;
    sources: Record<string, number>;
    now: number;
  },
) =>
  db
    .prepare(
      `INSERT INTO partial_withdrawals (sr_number, policy_id, amount_paise, charge_paise, sources_json, created_at)
      VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(a.srNumber, a.policyId, a.amountPaise, a.chargePaise, JSON.stringify(a.sources), a.now);

export const withdrawalOf = (db: Db, srNumber: string) =>
  db.prepare('SELECT * FROM partial_withdrawals WHERE sr_number = ?').get(srNumber) as WithdrawalRow | undefined;

export const markWithdrawalSettled = (
  db: Db,
  a: { srNumber: string; redeemed: Record<string, number>; navDate: string; now: number },
) =>
  db
    .prepare(
      'UPDATE partial_withdrawals SET redeemed_json = ?, nav_date = ?, settled_at = ? WHERE sr_number = ? AND settled_at IS NULL',
    )
    .run(JSON.stringify(a.redeemed), a.navDate, a.now, a.srNumber).changes === 1;

/** A withdrawal whose request is still open on the policy (raised, not yet settled or rejected). */
export const openWithdrawal = (db: Db, policyId: number) =>
  db
    .prepare(
      `SELECT w.sr_number FROM partial_withdrawals w JOIN service_requests s ON s.sr_number = w.sr_number
      WHERE w.policy_id = ? AND w.settled_at IS NULL AND s.status NOT IN ('Closed', 'Rejected')`,
    )
    .get(policyId) as { sr_number: string } | undefined;

/** A paid top-up or a settled withdrawal, for the unit statement: amount, percent per fund and units per fund. */
export interface FundMovementRow {
  kind: 'TOP_UP' | 'WITHDRAWAL';
  nav_date: string;
  amount_paise: number;
  percents_json: string;
  units_json: string;
}

/** The policy's top-ups (once allotted) and partial withdrawals (once settled), newest first. */
export const fundMovementsOf = (db: Db, policyId: number) =>
  db
    .prepare(
      `SELECT 'TOP_UP' AS kind, t.nav_date, o.amount_paise, t.allocation_json AS percents_json, t.allotted_json AS units_json
        FROM ulip_top_ups t JOIN orders o ON o.id = t.order_id WHERE t.policy_id = ? AND t.allotted_json IS NOT NULL
      UNION ALL
      SELECT 'WITHDRAWAL', w.nav_date, w.amount_paise, w.sources_json, w.redeemed_json
        FROM partial_withdrawals w WHERE w.policy_id = ? AND w.settled_at IS NOT NULL
      ORDER BY nav_date DESC`,
    )
    .all(policyId, policyId) as FundMovementRow[];
