import type { Db } from './db';

/** bank_accounts: the customer's account on record (schema v10), for loans, unclaimed amounts and auto-pay. */
export interface BankAccountRow {
  customer_id: number;
  holder_name: string;
  bank_name: string;
  account_number: string;
  ifsc: string;
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
