import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from './db';

/**
 * Reference numbers the core hands out. Those that open something without a
 * login (a checkout page, a mandate) are random rather than sequential, so
 * one customer's number says nothing about the next one.
 */
export function randomDigits(n: number): string {
  let out = '';
  // randomInt takes ranges below 2^48, so digits are drawn in chunks of 12.
  while (out.length < n) out += String(randomInt(0, 1e12)).padStart(12, '0');
  return out.slice(0, n);
}

export const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');

type IdColumn =
  | ['orders', 'transaction_id']
  | ['receipts', 'receipt_no']
  | ['service_requests', 'sr_number']
  | ['consents', 'consent_id']
  | ['unclaimed_amounts', 'ref']
  | ['upi_debit_notices', 'reference']
  | ['enach_mandates', 'mandate_token_id' | 'customer_ref_id' | 'transaction_id'];

/** A fresh `prefix` + `digits` random number not yet used in that column. */
export function uniqueNumber(db: Db, [table, column]: IdColumn, prefix: string, digits: number): string {
  const taken = db.prepare(`SELECT 1 FROM ${table} WHERE ${column} = ?`);
  for (;;) {
    const id = `${prefix}${randomDigits(digits)}`;
    if (!taken.get(id)) return id;
  }
}
