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
  /** schema v10: principal owed on the policy's loans */
  loan_outstanding_paise: number;
  /** schema v23: the day interest on that principal runs from; null while nothing is owed */
  loan_interest_from: string | null;
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
  db.prepare('SELECT * FROM policies WHERE policy_no = ? AND owner_id = ?').get(policyNo, customerId) as PolicyRow | undefined;

export const policyById = (db: Db, id: number) => db.prepare('SELECT * FROM policies WHERE id = ?').get(id) as PolicyRow;

export const policyByNo = (db: Db, policyNo: string) =>
  db.prepare('SELECT * FROM policies WHERE policy_no = ?').get(policyNo) as PolicyRow | undefined;

/** Status code of a policy that has run its term; such a policy leaves the customer's lists (README). */
export const MATURED = 'MA';

/** The customer's current policies: every one but those that have matured (their unclaimed money stays reachable). */
export const policiesOf = (db: Db, ownerId: number) =>
  db.prepare("SELECT * FROM policies WHERE owner_id = ? AND status_code <> 'MA' ORDER BY policy_no").all(ownerId) as PolicyRow[];

/** Base cover first, then riders, each in the order they were added. */
export const coveragesOf = (db: Db, policyId: number) =>
  db
    .prepare(
      `SELECT name, type, sum_assured_paise, premium_paise, term, status FROM coverages
      WHERE policy_id = ? ORDER BY type, id`,
    )
    .all(policyId) as CoverageRow[];

export const nomineesOf = (db: Db, policyId: number) =>
  db
    .prepare(
      `SELECT name, relationship, share_pct, date_of_birth, appointee_name, appointee_relationship
      FROM nominees WHERE policy_id = ? ORDER BY id`,
    )
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
  db.prepare(
    `UPDATE policies SET paid_to_date = ?, prem_due = ?, status_code = ?, premium_status = ?,
    payable_paise = ? WHERE id = ?`,
  ).run(a.paidToDate, a.premDue, a.statusCode, a.premiumStatus, a.payablePaise, id);
}

export const reviveCoverages = (db: Db, policyId: number) =>
  db.prepare("UPDATE coverages SET status = 'Active' WHERE policy_id = ? AND status = 'Lapsed'").run(policyId);

export const setPaymentType = (db: Db, policyId: number, paymentType: 'cash' | 'debit') =>
  db.prepare('UPDATE policies SET payment_type = ? WHERE id = ?').run(paymentType, policyId);

/** The principal owed on the policy's loans and the day its interest runs from (schema v23). */
export const setLoan = (db: Db, policyId: number, principalPaise: number, interestFrom: string) =>
  db
    .prepare('UPDATE policies SET loan_outstanding_paise = ?, loan_interest_from = ? WHERE id = ?')
    .run(principalPaise, principalPaise > 0 ? interestFrom : null, policyId);

/** A new premium frequency and instalment; cover premiums scale with it so the breakup still adds up. */
export function setFrequency(db: Db, policyId: number, frequency: string, modalPaise: number): void {
  const old = policyById(db, policyId).modal_premium_paise;
  db.prepare('UPDATE policies SET payment_frequency = ?, modal_premium_paise = ? WHERE id = ?').run(
    frequency,
    modalPaise,
    policyId,
  );
  const covers = db
    .prepare('SELECT id, premium_paise FROM coverages WHERE policy_id = ? ORDER BY type, id')
    .all(policyId) as Array<{ id: number; premium_paise: number }>;
  const set = db.prepare('UPDATE coverages SET premium_paise = ? WHERE id = ?');
  let left = modalPaise;
  covers.forEach((c, i) => {
    // Riders scale by the same ratio; the base cover takes what is left, so the parts sum exactly.
    const part = i === 0 ? 0 : Math.round((c.premium_paise * modalPaise) / old);
    if (i > 0) set.run(part, c.id);
    left -= part;
  });
  if (covers[0]) set.run(left, covers[0].id);
}
