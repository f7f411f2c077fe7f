import type { Db } from './db';

/** fund_switches and premium_redirections: the record of each ULIP request carried out. */
export type UlipRequestTable = 'fund_switches' | 'premium_redirections';

/** Whether the policy already has a request of this kind on this business day. */
export const raisedOn = (db: Db, table: UlipRequestTable, policyId: number, day: string) =>
  db.prepare(`SELECT 1 FROM ${table} WHERE policy_id = ? AND business_date = ? LIMIT 1`).get(policyId, day) !== undefined;

/** The customer's requests of this kind on this business day, with their policy and ticket: what `raisedOn` refuses. */
export const ulipRequestsOn = (db: Db, table: UlipRequestTable, customerId: number, day: string) =>
  db
    .prepare(
      `SELECT u.sr_number, u.created_at, p.policy_no FROM ${table} u JOIN policies p ON p.id = u.policy_id
      WHERE u.customer_id = ? AND u.business_date = ? ORDER BY u.created_at`,
    )
    .all(customerId, day) as Array<{ sr_number: string; created_at: number; policy_no: string }>;

export function insertFundSwitch(
  db: Db,
  a: {
    srNumber: string;
    customerId: number;
    policyId: number;
    sources: object;
    targets: object;
    movements: object;
    switchedPaise: number;
    navDate: string;
    day: string;
    now: number;
  },
): void {
  db.prepare(
    `INSERT INTO fund_switches (sr_number, customer_id, policy_id, source_json, target_json, movements_json,
    switched_paise, nav_date, status, business_date, created_at, processed_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'PROCESSED', ?, ?, ?)`,
  ).run(
    a.srNumber,
    a.customerId,
    a.policyId,
    JSON.stringify(a.sources),
    JSON.stringify(a.targets),
    JSON.stringify(a.movements),
    a.switchedPaise,
    a.navDate,
    a.day,
    a.now,
    a.now,
  );
}

export function insertRedirection(
  db: Db,
  a: { srNumber: string; customerId: number; policyId: number; previous: object; allocation: object; day: string; now: number },
): void {
  db.prepare(
    `INSERT INTO premium_redirections (sr_number, customer_id, policy_id, previous_json, allocation_json,
    business_date, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(a.srNumber, a.customerId, a.policyId, JSON.stringify(a.previous), JSON.stringify(a.allocation), a.day, a.now);
}
