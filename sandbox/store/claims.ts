import type { Db } from './db';

/** claims: a claim intimation's own details; its status, history and documents are its service request's. */
export interface ClaimRow {
  sr_number: string;
  claim_type: 'DEATH' | 'CRITICAL_ILLNESS';
  event_date: string;
  cause_of_death: 'Natural' | 'Accidental' | null;
  claimant_name: string | null;
  relationship: string | null;
  claimant_mobile: string | null;
  claimant_email: string | null;
  account_number: string | null;
  ifsc: string | null;
  bank_name: string | null;
  illness: string | null;
  hospital: string | null;
  intimated_by: 'SELF' | 'THIRD_PARTY' | null;
}

export function insertClaim(db: Db, c: ClaimRow): void {
  db.prepare(
    `INSERT INTO claims (sr_number, claim_type, event_date, cause_of_death, claimant_name, relationship,
    claimant_mobile, claimant_email, account_number, ifsc, bank_name, illness, hospital, intimated_by)
    VALUES (@sr_number, @claim_type, @event_date, @cause_of_death, @claimant_name, @relationship, @claimant_mobile,
    @claimant_email, @account_number, @ifsc, @bank_name, @illness, @hospital, @intimated_by)`,
  ).run(c);
}

/** The customer's claims with their request's status and dates, newest first. */
export const claimsOf = (db: Db, customerId: number) =>
  db
    .prepare(
      `SELECT c.*, s.status, s.created_at, s.due_on, s.document_ask, p.policy_no FROM claims c
      JOIN service_requests s ON s.sr_number = c.sr_number JOIN policies p ON p.id = s.policy_id
      WHERE s.customer_id = ? ORDER BY s.created_at DESC, s.id DESC`,
    )
    .all(customerId) as Array<
    ClaimRow & { status: string; created_at: number; due_on: string; document_ask: string | null; policy_no: string }
  >;
