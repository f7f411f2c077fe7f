'use server';

import { redirect } from 'next/navigation';
import { authActionClient } from '@/lib/server/action-client';
import { createLoanRepaymentOrder } from '@/lib/server/data/loan-repayment';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { TechnicalError } from '@/lib/server/errors';
import { getPublicOrigin } from '@/lib/server/origin';
import { repaySchema } from './repay-schema';

/**
 * A loan repayment: the customer's own policy, the amount checked again by the core against what
 * is owed today, then the browser goes on to the premium's gateway; the confirmation page is the
 * premium's, and so is the receipt's download.
 */
export const repayLoanAction = authActionClient
  .metadata({ actionName: 'repayLoanAction' })
  .inputSchema(repaySchema)
  .action(async ({ parsedInput }) => {
    const policy = await getOwnedPolicy(parsedInput.policyNo);
    const returnUrl = `${await getPublicOrigin()}/order-confirmation`;
    const { redirectionLink } = await createLoanRepaymentOrder(policy, { amount: parsedInput.amount, returnUrl });
    if (!/^https?:\/\//i.test(redirectionLink)) throw new TechnicalError('createLoanRepaymentOrder: unusable redirectionLink');
    redirect(redirectionLink);
  });
