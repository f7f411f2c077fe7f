import type { Db } from './db';

export type AccountType = 'SAVINGS' | 'CURRENT';

/** bank_accounts: the customer's account on record (schema v10), for loans, unclaimed amounts and auto-pay. */
export interface BankAccountRow {
  customer_id: number;
  holder_name: string;
  bank_name: string;
  account_number: string;
  ifsc: string;
  /** schema v21; older rows read SAVINGS */
  account_type?: AccountType;
  /** schema v21: the day the bank reported the account closed (a payout bounced); null while open */
  closed_on?: string | null;
  /** schema v24: the day it was verified by a penny drop and approved; null for one recorded before */
  verified_on?: string | null;
}

export const bankAccountOf = (db: Db, customerId: number) =>
  db.prepare('SELECT * FROM bank_accounts WHERE customer_id = ?').get(customerId) as BankAccountRow | undefined;

export const saveBankAccount = (db: Db, a: BankAccountRow) =>
  db
    .prepare(
      `INSERT OR IGNORE INTO bank_accounts (customer_id, holder_name, bank_name, account_number, ifsc)
    VALUES (@customer_id, @holder_name, @bank_name, @account_number, @ifsc)`,
    )
    .run(a);

/** An approved change: the new account takes the old one's place, open (issue 27 §4). */
export const replaceBankAccount = (db: Db, a: Required<Omit<BankAccountRow, 'closed_on'>>) =>
  db
    .prepare(
      `INSERT INTO bank_accounts (customer_id, holder_name, bank_name, account_number, ifsc, account_type, closed_on,
      verified_on)
    VALUES (@customer_id, @holder_name, @bank_name, @account_number, @ifsc, @account_type, NULL, @verified_on)
    ON CONFLICT (customer_id) DO UPDATE SET holder_name = excluded.holder_name, bank_name = excluded.bank_name,
      account_number = excluded.account_number, ifsc = excluded.ifsc, account_type = excluded.account_type,
      closed_on = NULL, verified_on = excluded.verified_on`,
    )
    .run(a);

/** A tester's shortcut past the penny drop and approval: the account on record counts as verified on `on`. */
export const markBankAccountVerified = (db: Db, customerId: number, on: string) =>
  db.prepare('UPDATE bank_accounts SET verified_on = ? WHERE customer_id = ? AND closed_on IS NULL').run(on, customerId);

/** The bank reported the account closed: payouts into it are refused until a new one is approved. */
export const markBankAccountClosed = (db: Db, customerId: number, on: string) =>
  db.prepare('UPDATE bank_accounts SET closed_on = ? WHERE customer_id = ?').run(on, customerId);

/** penny_drops (schema v21): every ₹1 verification the bank stand-in made, kept as made. */
export interface PennyDropRow {
  id: number;
  reference: string;
  customer_id: number;
  account_number: string;
  ifsc: string;
  bank_name: string;
  account_type: AccountType;
  holder_name: string | null;
  outcome: 'MATCHED' | 'NAME_MISMATCH' | 'NO_ACCOUNT';
  created_at: number;
}

export const insertPennyDrop = (db: Db, row: Omit<PennyDropRow, 'id'>) =>
  Number(
    db
      .prepare(
        `INSERT INTO penny_drops (reference, customer_id, account_number, ifsc, bank_name, account_type, holder_name,
      outcome, created_at) VALUES (@reference, @customer_id, @account_number, @ifsc, @bank_name, @account_type,
      @holder_name, @outcome, @created_at)`,
      )
      .run(row).lastInsertRowid,
  );

export const pennyDropByReference = (db: Db, customerId: number, reference: string) =>
  db.prepare('SELECT * FROM penny_drops WHERE customer_id = ? AND reference = ?').get(customerId, reference) as
    PennyDropRow | undefined;

export const pennyDropById = (db: Db, id: number) =>
  db.prepare('SELECT * FROM penny_drops WHERE id = ?').get(id) as PennyDropRow | undefined;
