'use server';

import { authActionClient } from '@/lib/server/action-client';
import { startEnachMandate } from '@/lib/server/data/enach';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { RefusedError } from '@/lib/server/errors';
import { ENACH_MESSAGES, policyError } from './enach-rules';
import { enachStartSchema } from './enach-schema';

/**
 * Proceed/Modify (SPEC §4 "Auto-pay"): the policy must be the customer's own and pass the rules
 * the form applied, whatever the browser sent; then consent and the mandate order. The browser
 * opens the provider's SDK with what comes back. Someone else's policy reads like an ineligible one.
 */
export const startEnachAction = authActionClient
  .metadata({ actionName: 'startEnachAction', wording: { notOwned: ENACH_MESSAGES.ineligible } })
  .inputSchema(enachStartSchema)
  .action(async ({ parsedInput }) => {
    const policy = await getOwnedPolicy(parsedInput.policyNo);
    const refusal = policyError(policy);
    if (refusal) throw new RefusedError(refusal);
    return startEnachMandate(policy);
  });
