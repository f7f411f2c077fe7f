'use server';

import { authActionClient } from '@/lib/server/action-client';
import { updateBankAccount, verifyBankAccount } from '@/lib/server/data/bank-account';
import { bankFormSchema, bankSubmitSchema } from './bank-account-rules';

/** The penny drop: the form's rules again, then the core's bank; a refusal comes back worded. */
export const verifyBankAccountAction = authActionClient
  .metadata({ actionName: 'verifyBankAccountAction' })
  .inputSchema(bankFormSchema)
  .action(async ({ parsedInput: { accountNumber, ifsc, accountType } }) => verifyBankAccount(accountNumber, ifsc, accountType));

/** After the OTP: 'Bank Account Update Request' for the verified account, which the back office approves. */
export const updateBankAccountAction = authActionClient
  .metadata({ actionName: 'updateBankAccountAction' })
  .inputSchema(bankSubmitSchema)
  .action(async ({ parsedInput: { reference, srRequestToken } }) => ({
    serviceRequestId: await updateBankAccount(reference, srRequestToken),
  }));
