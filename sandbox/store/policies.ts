import type { Db } from './db';

/** policies and what hangs off one: coverages, nominees, the e-policy on file. */
export interface PolicyRow {
  id: number;
  policy_no: string;
  owner_id: number;
  product_code: string;
  product_name: string;
  plan_type: string;
  is_ulip: number;
  insured_name: string;
  proposer_name: string;
  status_code: string;
  premium_status: string;
  payment_frequency: string;
  payment_type: string;
  commencement_date: string;
  maturity_date: string | null;
  paid_to_date: string | null;
  prem_due: string | null;
  modal_premium_paise: number;
  payable_paise: number | null;
  sum_assured_paise: number;
  rider_benefit_paise: number | null;
  policy_term: string;
  prem_pay_term: string;
  invested_paise: number | null;
  first_annuity_date: string | null;
  next_annuity_date: string | null;
}

export interface CoverageRow {
  name: string;
  type: 'BASE' | 'RIDER';
  sum_assured_paise: number;
  premium_paise: number;
  term: string;
  status: string;
}

export interface NomineeRow {
  name: string;
  relationship: string;
  share_pct: number;
  date_of_birth: string | null;
  appointee_name: string | null;
  appointee_relationship: string | null;
}

/**
 * Someone else's policy reads exactly like a policy that does not exist, so
 * callers cannot probe a policy number for its owner.
 */
export const ownedPolicy = (db: Db, customerId: number, policyNo: string) =>
  db.prepare('SELECT * FROM policies WHERE policy_no = ? AND owner_id = ?').get(policyNo, customerId) as
    | PolicyRow
    | undefined;

export const policyById = (db: Db, id: number) => db.prepare('SELECT * FROM policies WHERE id = ?').get(id) as PolicyRow;

export const policyByNo = (db: Db, policyNo: string) =>
  db.prepare('SELECT * FROM policies WHERE policy_no = ?').get(policyNo) as PolicyRow | undefined;

export const policiesOf = (db: Db, ownerId: number) =>
  db.prepare('SELECT * FROM policies WHERE owner_id = ? ORDER BY policy_no').all(ownerId) as PolicyRow[];

/** Base cover first, then riders, each in the order they were added. */
export const coveragesOf = (db: Db, policyId: number) =>
  db
    .prepare(`SELECT name, type, sum_assured_paise, premium_paise, term, status FROM coverages
      WHERE policy_id = ? ORDER BY type, id`)
    .all(policyId) as CoverageRow[];

export const nomineesOf = (db: Db, policyId: number) =>
  db
    .prepare(`SELECT name, relationship, share_pct, date_of_birth, appointee_name, appointee_relationship
      FROM nominees WHERE policy_id = ? ORDER BY id`)
    .all(policyId) as NomineeRow[];

/** A policy's nominees, all replaced at once (a nominee change names every nominee). */
export function replaceNominees(db: Db, policyId: number, nominees: NomineeRow[]): void {
  db.prepare('DELETE FROM nominees WHERE policy_id = ?').run(policyId);
  const add = db.prepare(`INSERT INTO nominees (policy_id, name, relationship, share_pct, date_of_birth, appointee_name,
    appointee_relationship) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const n of nominees) {
    add.run(policyId, n.name, n.relationship, n.share_pct, n.date_of_birth, n.appointee_name, n.appointee_relationship);
  }
}

export const hasEPolicy = (db: Db, policyId: number) =>
  db.prepare('SELECT 1 FROM e_policies WHERE policy_id = ?').get(policyId) !== undefined;

/** A paid premium moves the policy on; the amount payable is stored as the core last computed it. */
export function advancePolicy(
  db: Db,
  id: number,
  a: { paidToDate: string; premDue: string; statusCode: string; premiumStatus: string; payablePaise: number | null },
): void {
  db.prepare(`UPDATE policies SET paid_to_date = ?, prem_due = ?, status_code = ?, premium_status = ?,
    payable_paise = ? WHERE id = ?`).run(a.paidToDate, a.premDue, a.statusCode, a.premiumStatus, a.payablePaise, id);
}

export const reviveCoverages = (db: Db, policyId: number) =>
  db.prepare("UPDATE coverages SET status = 'Active' WHERE policy_id = ? AND status = 'Lapsed'").run(policyId);

export const setPaymentType = (db: Db, policyId: number, paymentType: 'cash' | 'debit') =>
  db.prepare('UPDATE policies SET payment_type = ? WHERE id = ?').run(paymentType, policyId);
