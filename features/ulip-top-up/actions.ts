'use server';

import { redirect } from 'next/navigation';
import { authActionClient } from '@/lib/server/action-client';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { createTopUpOrder, requestPartialWithdrawal } from '@/lib/server/data/ulip-money';
import { TechnicalError } from '@/lib/server/errors';
import { getPublicOrigin } from '@/lib/server/origin';
import { topUpSchema, withdrawalSchema } from './top-up-schema';

/**
 * A ULIP top-up: the customer's own policy, the amount and split checked again by the core, then
 * the browser goes on to the premium's gateway; the confirmation page is the premium's.
 */
export const topUpAction = authActionClient
  .metadata({ actionName: 'topUpAction' })
  .inputSchema(topUpSchema)
  .action(async ({ parsedInput }) => {
    const policy = await getOwnedPolicy(parsedInput.policyNo);
    const returnUrl = `${await getPublicOrigin()}/order-confirmation`;
    const { redirectionLink } = await createTopUpOrder(policy, {
      amount: parsedInput.amount,
      allocations: parsedInput.allocations.filter((a) => a.percent > 0),
      returnUrl,
    });
    if (!/^https?:\/\//i.test(redirectionLink)) throw new TechnicalError('createTopUpOrder: unusable redirectionLink');
    redirect(redirectionLink);
  });

/** A partial withdrawal, its OTP verified: the customer's own policy, then the core's request number. */
export const partialWithdrawalAction = authActionClient
  .metadata({ actionName: 'partialWithdrawalAction' })
  .inputSchema(withdrawalSchema)
  .action(async ({ parsedInput }) => {
    const policy = await getOwnedPolicy(parsedInput.policyNo);
    const serviceRequestId = await requestPartialWithdrawal(policy, {
      amount: parsedInput.amount,
      sources: parsedInput.allocations.filter((a) => a.percent > 0),
      srRequestToken: parsedInput.srRequestToken,
    });
    return { serviceRequestId };
  });
