'use server';

import { authActionClient } from '@/lib/server/action-client';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { getRedirectionFunds, redirectPremium } from '@/lib/server/data/premium-redirection';
import { RefusedError } from '@/lib/server/errors';
import type { OwnedPolicy } from '@/lib/types';
import { isRedirectionEligible, validateAllocation } from './redirection-rules';
import { NOT_ELIGIBLE, premiumRedirectionSchema, redirectionFundsSchema, UNKNOWN_FUND } from './redirection-schema';

/*
 * Premium redirection's public endpoints. The flag closes them with the page; someone else's
 * policy reads like an ineligible one; every allocation rule runs again before the core hears of it.
 */
const REDIRECTION = { feature: 'premiumRedirection', wording: { notOwned: NOT_ELIGIBLE } } as const;

async function redirectablePolicy(policyNo: string): Promise<OwnedPolicy> {
  const policy = await getOwnedPolicy(policyNo);
  if (!isRedirectionEligible(policy)) throw new RefusedError(NOT_ELIGIBLE);
  return policy;
}

/** Step 0 → 1 (SPEC §4: choosing the policy loads its funds). */
export const loadRedirectionFundsAction = authActionClient
  .metadata({ actionName: 'loadRedirectionFundsAction', ...REDIRECTION })
  .inputSchema(redirectionFundsSchema)
  .action(async ({ parsedInput }) => getRedirectionFunds(await redirectablePolicy(parsedInput.policyNo)));

/** The submit after the OTP (SPEC §4 "Flow end"). */
export const submitPremiumRedirectionAction = authActionClient
  .metadata({ actionName: 'submitPremiumRedirectionAction', ...REDIRECTION })
  .inputSchema(premiumRedirectionSchema)
  .action(async ({ parsedInput: input }) => {
    const policy = await redirectablePolicy(input.policyNo);
    const codes = (await getRedirectionFunds(policy)).map((f) => f.code);
    if (input.allocations.some((a) => !codes.includes(a.fundCode))) throw new RefusedError(UNKNOWN_FUND);
    // Every offered fund is sent, unnamed ones at 0, so the core replaces the whole split at once.
    const typed = Object.fromEntries(input.allocations.map((a) => [a.fundCode, a.percent]));
    const allocations = codes.map((fundCode) => ({ fundCode, percent: typed[fundCode] ?? 0 }));
    const refusal = validateAllocation({ allocations, termsAccepted: input.termsAccepted });
    if (refusal) throw new RefusedError(refusal);
    return { serviceRequestId: await redirectPremium({ policy, allocations, srRequestToken: input.srRequestToken }) };
  });
