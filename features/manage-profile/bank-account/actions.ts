'use server';

import { authActionClient } from '@/lib/server/action-client';
import { updateBankAccount, verifyBankAccount } from '@/lib/server/data/bank-account';
import { lookUpBank } from '@/lib/server/data/claims';
import { RefusedError } from '@/lib/server/errors';
import { BANK_FORM_MESSAGES, bankFormSchema, bankSubmitSchema, ifscLookupSchema } from './bank-account-rules';

/** The bank and branch of the IFSC as it is typed, from the directory the penny drop uses too. */
export const lookUpPayoutIfscAction = authActionClient
  .metadata({ actionName: 'lookUpPayoutIfscAction' })
  .inputSchema(ifscLookupSchema)
  .action(async ({ parsedInput }) => {
    const branch = await lookUpBank(parsedInput.ifsc);
    if (!branch) throw new RefusedError(BANK_FORM_MESSAGES.unknownIfsc);
    return branch;
  });

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
