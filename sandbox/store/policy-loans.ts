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

/** loan_repayments: a paid repayment's split between interest and principal (schema v23). */
export interface LoanRepaymentFacts {
  order_id: number;
  receipt_no: string;
  interest_paise: number;
  principal_paise: number;
  outstanding_after_paise: number;
  paid_on: string;
  sr_number: string;
}
/** …with its receipt's transaction and amount. */
export interface LoanRepaymentRow extends LoanRepaymentFacts {
  transaction_id: string;
  amount_paise: number;
}

export const insertLoanRepayment = (
  db: Db,
  a: {
    orderId: number;
    policyId: number;
    receiptNo: string;
    interestPaise: number;
    principalPaise: number;
    outstandingAfterPaise: number;
    paidOn: string;
    srNumber: string;
  },
) =>
  db
    .prepare(
      `INSERT INTO loan_repayments (order_id, policy_id, receipt_no, interest_paise, principal_paise,
      outstanding_after_paise, paid_on, sr_number) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(a.orderId, a.policyId, a.receiptNo, a.interestPaise, a.principalPaise, a.outstandingAfterPaise, a.paidOn, a.srNumber);

/** A policy's paid repayments, newest first, with their receipts' transaction and amount. */
export const repaymentsOf = (db: Db, policyId: number) =>
  db
    .prepare(
      `SELECT l.order_id, l.receipt_no, r.transaction_id, r.amount_paise, l.interest_paise, l.principal_paise,
      l.outstanding_after_paise, l.paid_on, l.sr_number FROM loan_repayments l
      JOIN receipts r ON r.receipt_no = l.receipt_no WHERE l.policy_id = ? ORDER BY l.order_id DESC`,
    )
    .all(policyId) as LoanRepaymentRow[];

/** The repayment paid by this order, if any. */
export const repaymentOfOrder = (db: Db, orderId: number) =>
  db.prepare('SELECT * FROM loan_repayments WHERE order_id = ?').get(orderId) as LoanRepaymentFacts | undefined;
