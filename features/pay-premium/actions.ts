'use server';

import { redirect } from 'next/navigation';
import type { OwnedPolicy } from '@/lib/types';
import { payDuesSchema, payPremiumSchema } from './payment-schema';
import { authActionClient } from '@/lib/server/action-client';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { createDuesOrder, getDuesBreakup } from '@/lib/server/data/multi-payment';
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
    toGateway(redirectionLink);
  });

/**
 * Several policies' dues in one payment (issue 25 §2): each policy through the ownership gate, the
 * amounts the core's breakup read here, the due dates the page showed; the core pays all or none.
 */
export const payDuesAction = authActionClient
  .metadata({ actionName: 'payDuesAction', feature: 'payPremium' })
  .inputSchema(payDuesSchema)
  .action(async ({ parsedInput }) => {
    const chosen: Array<{ policy: OwnedPolicy; dueDate: string }> = [];
    for (const { policyNo, dueDate } of parsedInput.policies) chosen.push({ policy: await getOwnedPolicy(policyNo), dueDate });
    const breakup = await getDuesBreakup(chosen.map((c) => c.policy));
    const returnUrl = `${await getPublicOrigin()}/order-confirmation`;
    const { redirectionLink } = await createDuesOrder(chosen, breakup, returnUrl);
    toGateway(redirectionLink);
  });

/** The browser is sent wherever this points: only a web page, never e.g. a javascript: URL. */
function toGateway(redirectionLink: string): never {
  if (!/^https?:\/\//i.test(redirectionLink)) throw new TechnicalError('create/order: unusable redirectionLink');
  redirect(redirectionLink);
}
