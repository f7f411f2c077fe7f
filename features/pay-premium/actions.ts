'use server';

import { redirect } from 'next/navigation';
import { payPremiumSchema } from './payment-schema';
import { authActionClient } from '@/lib/server/action-client';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { createPremiumOrder, getPremiumBreakup } from '@/lib/server/data/premiums';
import { TechnicalError } from '@/lib/server/errors';
import { getPublicOrigin } from '@/lib/server/origin';

/**
 * The policy number must be the customer's own, and the amount is the core's breakup total read
 * here, never the browser's; the due date the page showed and an auto-pay yes go to the core, which
 * decides. On success it does not return: the browser goes on to the payment gateway's page.
 */
export const payPremiumAction = authActionClient
  .metadata({ actionName: 'payPremiumAction', feature: 'payPremium' })
  .inputSchema(payPremiumSchema)
  .action(async ({ parsedInput }) => {
    const policy = await getOwnedPolicy(parsedInput.policyNo);
    const breakup = await getPremiumBreakup(policy);
    const returnUrl = `${await getPublicOrigin()}/order-confirmation`;
    const { redirectionLink } = await createPremiumOrder(policy, {
      amount: breakup.totalAmount,
      returnUrl,
      dueDate: parsedInput.dueDate,
      autoPayConfirmed: parsedInput.autoPayConfirmed,
    });
    // The browser is sent wherever this points: only a web page, never e.g. a javascript: URL.
    if (!/^https?:\/\//i.test(redirectionLink)) throw new TechnicalError('create/order: unusable redirectionLink');
    redirect(redirectionLink);
  });
