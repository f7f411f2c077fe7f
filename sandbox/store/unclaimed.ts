import type { Db } from './db';
import { uniqueNumber } from './ids';

/** unclaimed_amounts: money owed to a customer that could not be paid (schema v10). */
export interface UnclaimedRow {
  id: number;
  ref: string;
  policy_id: number;
  policy_no: string;
  product_name: string;
  kind: string;
  amount_paise: number;
  due_on: string;
  reason: string;
  sr_number: string | null;
  /** the claim's request status, when there is a claim */
  sr_status: string | null;
}

const SELECT = `SELECT u.*, p.policy_no, p.product_name, r.status AS sr_status FROM unclaimed_amounts u
  JOIN policies p ON p.id = u.policy_id LEFT JOIN service_requests r ON r.sr_number = u.sr_number`;

export const unclaimedOf = (db: Db, customerId: number) =>
  db.prepare(`${SELECT} WHERE p.owner_id = ? ORDER BY u.due_on, u.id`).all(customerId) as UnclaimedRow[];

/** One of the customer's unclaimed amounts by its reference; another customer's reads as unknown. */
export const ownedUnclaimed = (db: Db, customerId: number, ref: string) =>
  db.prepare(`${SELECT} WHERE u.ref = ? AND p.owner_id = ?`).get(ref, customerId) as UnclaimedRow | undefined;

export const setUnclaimedClaim = (db: Db, id: number, srNumber: string) =>
  db.prepare('UPDATE unclaimed_amounts SET sr_number = ? WHERE id = ?').run(srNumber, id);

/** A new unclaimed amount under a fresh `UCA` + 10 digits reference. */
export function insertUnclaimed(
  db: Db,
  a: { policyId: number; kind: string; amountPaise: number; dueOn: string; reason: string },
): string {
  const ref = uniqueNumber(db, ['unclaimed_amounts', 'ref'], 'UCA', 10);
  db.prepare(`INSERT INTO unclaimed_amounts (ref, policy_id, kind, amount_paise, due_on, reason) VALUES (?, ?, ?, ?, ?, ?)`).run(
    ref,
    a.policyId,
    a.kind,
    a.amountPaise,
    a.dueOn,
    a.reason,
  );
  return ref;
}

export const hasUnclaimed = (db: Db, policyId: number) =>
  db.prepare('SELECT 1 FROM unclaimed_amounts WHERE policy_id = ?').get(policyId) !== undefined;
