'use server';

import { claimUnclaimedAmount } from '@/lib/server/data/help';
import { authActionClient } from '@/lib/server/action-client';
import { claimUnclaimedSchema } from './unclaimed-schema';

/*
 * /help-and-support's public endpoint. The browser names an unclaimed amount by the core's
 * reference, not by a policy number: the amounts sit on matured policies that getPolicies (and so
 * getOwnedPolicy) no longer lists, and the core looks the reference up among the signed-in
 * customer's own amounts only, answering 'Unclaimed amount not found.' for anyone else's.
 */

/** 'Claim': raises the Unclaimed Amount Claim Request and answers its 8-digit number. */
export const claimUnclaimedAmountAction = authActionClient
  .metadata({ actionName: 'claimUnclaimedAmountAction', feature: 'helpAndSupport' })
  .inputSchema(claimUnclaimedSchema)
  .action(async ({ parsedInput }) => ({ serviceRequestId: await claimUnclaimedAmount(parsedInput.id) }));
