'use server';

import { ENACH_MESSAGES, policyError } from '@/features/enach-registration/enach-rules';
import { authActionClient } from '@/lib/server/action-client';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { getUpiTerms, startUpiMandate } from '@/lib/server/data/upi';
import { RefusedError } from '@/lib/server/errors';
import { startUpiSchema, verifyUpiSchema } from './upi-rules';

/*
 * UPI AutoPay (issue 27 §3): 'Verify UPI ID' and 'Approve in UPI app'. The policy must be the
 * customer's own and eligible as for e-NACH, whatever the browser sent; someone else's policy reads
 * like an ineligible one. The core checks the UPI ID and the maximum amount itself.
 */
const WORDING = { wording: { notOwned: ENACH_MESSAGES.ineligible } };

export const verifyUpiIdAction = authActionClient
  .metadata({ actionName: 'verifyUpiIdAction', ...WORDING })
  .inputSchema(verifyUpiSchema)
  .action(async ({ parsedInput: { policyNo, vpa } }) => {
    const policy = await getOwnedPolicy(policyNo);
    const refusal = policyError(policy);
    if (refusal) throw new RefusedError(refusal);
    return getUpiTerms(policy, vpa);
  });

export const startUpiMandateAction = authActionClient
  .metadata({ actionName: 'startUpiMandateAction', ...WORDING })
  .inputSchema(startUpiSchema)
  .action(async ({ parsedInput: { policyNo, vpa, maxAmount, frequency } }) => {
    const policy = await getOwnedPolicy(policyNo);
    const refusal = policyError(policy);
    if (refusal) throw new RefusedError(refusal);
    return startUpiMandate(policy, { vpa, maxAmount, frequency });
  });
