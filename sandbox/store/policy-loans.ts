import type { Db } from './db';

/** policy_loans: each loan asked for, beside its service request (schema v10). */
export interface PolicyLoanRow {
  sr_number: string;
  amount_paise: number;
  interest_bp: number;
  created_at: number;
  /** its service request's status */
  status: string;
}

export const insertPolicyLoan = (
  db: Db,
  a: { srNumber: string; policyId: number; amountPaise: number; interestBp: number; now: number },
) =>
  db
    .prepare(
      `INSERT INTO policy_loans (sr_number, policy_id, amount_paise, interest_bp, created_at)
    VALUES (?, ?, ?, ?, ?)`,
    )
    .run(a.srNumber, a.policyId, a.amountPaise, a.interestBp, a.now);

/** A policy's loans, newest first, with where their requests stand. */
export const loansOf = (db: Db, policyId: number) =>
  db
    .prepare(
      `SELECT l.sr_number, l.amount_paise, l.interest_bp, l.created_at, r.status FROM policy_loans l
      JOIN service_requests r ON r.sr_number = l.sr_number WHERE l.policy_id = ? ORDER BY l.created_at DESC, l.sr_number`,
    )
    .all(policyId) as PolicyLoanRow[];
