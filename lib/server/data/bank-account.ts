import 'server-only';
import { bankAccount } from '@portal/contracts';
import { callAsCustomer } from './as-customer';

export type VerifiedAccount = Awaited<ReturnType<typeof verifyBankAccount>>;

/** The account on record that payouts name, masked by the core; null when none is. */
export async function getBankAccountOnRecord() {
  return (await callAsCustomer(bankAccount.bankAccountOnRecord, {})).account;
}

/** The core's penny drop: ₹1 to the account, the bank's holder name compared with the policyholder's. */
export function verifyBankAccount(accountNumber: string, ifsc: string, accountType: bankAccount.AccountType) {
  return callAsCustomer(bankAccount.verifyBankAccount, { accountNumber, ifsc, accountType });
}

/** Raises 'Bank Account Update Request' for a matched penny drop, with the OTP's token. */
export async function updateBankAccount(reference: string, srRequestToken: string): Promise<string> {
  return (await callAsCustomer(bankAccount.updateBankAccount, { reference, srRequestToken })).serviceRequestId;
}
