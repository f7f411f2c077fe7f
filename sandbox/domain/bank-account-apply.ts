import { pennyDropById, replaceBankAccount } from '../store/bank-accounts';
import { istToday } from '../store/calendar';
import type { Db } from '../store/db';
import { fail, type Failure } from './failure';

/**
 * Approval of a bank-account change (issue 27 §4): the verified account REPLACES the one on record,
 * so loans, surrenders and unclaimed amounts, which all name the account on record, follow it.
 * The holder's name kept is the one the bank returned on the penny drop.
 */
export function applyBankAccount(db: Db, customerId: number, pennyDropId: number, now: number): Failure | null {
  const drop = pennyDropById(db, pennyDropId);
  if (!drop || drop.customer_id !== customerId || drop.outcome !== 'MATCHED' || drop.holder_name === null) {
    return fail(409, 'The penny drop this request rests on is not a matched one of this customer.');
  }
  replaceBankAccount(db, {
    customer_id: customerId,
    holder_name: drop.holder_name,
    bank_name: drop.bank_name,
    account_number: drop.account_number,
    ifsc: drop.ifsc,
    account_type: drop.account_type,
    verified_on: istToday(now),
  });
  return null;
}
