import { bankAccount as contract, CODES } from '@portal/contracts';
import type { Db } from '../store/db';
import { randomToken } from '../store/ids';
import {
  type AccountType,
  bankAccountOf,
  insertPennyDrop,
  type PennyDropRow,
  pennyDropByReference,
} from '../store/bank-accounts';
import { customerById } from '../store/customers';
import { lookUpIfsc } from './bank-directory';
import { ACCOUNT_NUMBER_PATTERN, BANK_ACCOUNT_MESSAGES, namesMatch, PENNY_DROP_VALID_MS } from './bank-account-rules';
import { raiseChangeRequest } from './change-requests';
import { fail, type Failure } from './failure';
import { maskAccount } from './policy-services';
import { duplicateOf } from './service-requests';

/**
 * The payout bank account's journey at the core (issue 27 §4): a penny drop at the bank stand-in,
 * then a change request the back office approves (profile-changes.ts BANK_ACCOUNT replaces the row).
 * Every penny drop is recorded, matched or not, so an operator can see what was tried.
 */
export const BANK_ACCOUNT_SUBJECT = contract.BANK_ACCOUNT_SUBJECT;

/** The policyholder's name as the core holds it, for the comparison. */
export function policyholderName(db: Db, customerId: number): string {
  const c = customerById(db, customerId);
  return [c.first_name, c.middle_name, c.surname].filter(Boolean).join(' ');
}

/**
 * The bank stand-in's answer to a ₹1 credit: the holder's name as its records print it. It holds
 * every account in the policyholder's name, printed surname first in capitals as many banks do,
 * except the documented test accounts (docs/operations.md): numbers ending 0000 do not exist, and
 * numbers ending 9999 belong to someone else.
 */
export function bankHolderName(db: Db, customerId: number, accountNumber: string): string | null {
  if (accountNumber.endsWith('0000')) return null;
  if (accountNumber.endsWith('9999')) return 'ROHAN VERMA';
  const c = customerById(db, customerId);
  return [c.title ?? '', c.surname, c.first_name, c.middle_name ?? ''].filter(Boolean).join(' ').toUpperCase();
}

export type Verified = { ok: true; drop: PennyDropRow; branchName: string };

export function verifyBankAccount(
  db: Db,
  a: { customerId: number; accountNumber: string; ifsc: string; accountType: AccountType; now: number },
): Verified | Failure {
  const accountNumber = a.accountNumber.replace(/\s+/g, '');
  if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber)) return fail(CODES.BAD_REQUEST, BANK_ACCOUNT_MESSAGES.accountNumber);
  const found = lookUpIfsc(a.ifsc);
  if (!found.ok) return found;
  const duplicate = duplicateOf(db, { customerId: a.customerId, policyId: null, subject: BANK_ACCOUNT_SUBJECT });
  if (duplicate) return duplicate;
  const current = bankAccountOf(db, a.customerId);
  if (current && !current.closed_on && current.account_number === accountNumber && current.ifsc === found.branch.ifsc) {
    return fail(CODES.BAD_REQUEST, BANK_ACCOUNT_MESSAGES.sameAccount);
  }
  const holder = bankHolderName(db, a.customerId, accountNumber);
  const outcome =
    holder === null ? 'NO_ACCOUNT' : namesMatch(holder, policyholderName(db, a.customerId)) ? 'MATCHED' : 'NAME_MISMATCH';
  const row: Omit<PennyDropRow, 'id'> = {
    reference: `PD${randomToken(9)}`,
    customer_id: a.customerId,
    account_number: accountNumber,
    ifsc: found.branch.ifsc,
    bank_name: found.branch.bankName,
    account_type: a.accountType,
    holder_name: holder,
    outcome,
    created_at: a.now,
  };
  const id = insertPennyDrop(db, row);
  if (outcome === 'NO_ACCOUNT') return fail(CODES.BAD_REQUEST, BANK_ACCOUNT_MESSAGES.noAccount);
  if (outcome === 'NAME_MISMATCH') return fail(CODES.BAD_REQUEST, BANK_ACCOUNT_MESSAGES.nameMismatch);
  return { ok: true, drop: { ...row, id }, branchName: found.branch.branchName };
}

export const verifiedView = (v: Verified) => ({
  reference: v.drop.reference,
  maskedAccountNumber: maskAccount(v.drop.account_number),
  ifsc: v.drop.ifsc,
  bankName: v.drop.bank_name,
  branchName: v.branchName,
  accountType: v.drop.account_type,
  holderName: v.drop.holder_name ?? '',
});

/** The request for a matched, recent penny drop of this customer's (called inside the OTP token's spend). */
export function raiseBankAccountChange(
  db: Db,
  a: { customerId: number; reference: string; now: number },
): { ok: true; srNumber: string } | Failure {
  const drop = pennyDropByReference(db, a.customerId, a.reference);
  if (!drop || drop.outcome !== 'MATCHED' || a.now - drop.created_at > PENNY_DROP_VALID_MS) {
    return fail(CODES.BAD_REQUEST, BANK_ACCOUNT_MESSAGES.verifyAgain);
  }
  return raiseChangeRequest(db, {
    customerId: a.customerId,
    policyId: null,
    subject: BANK_ACCOUNT_SUBJECT,
    description: `${drop.account_type === 'SAVINGS' ? 'Savings' : 'Current'} account ${maskAccount(drop.account_number)} at ${drop.bank_name} (${drop.ifsc}), penny drop ${drop.reference} matched`,
    change: { kind: 'BANK_ACCOUNT', payload: { pennyDropId: drop.id } },
    now: a.now,
  });
}
