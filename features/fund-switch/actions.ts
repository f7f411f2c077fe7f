'use server';

import type { FUND_CODES } from '@portal/contracts/policy';
import { GENERIC_ERROR } from '@/lib/constants';
import { isFundSwitchEligible } from '@/lib/policy-rules';
import { authActionClient } from '@/lib/server/action-client';
import {
  getFundSwitchSummary,
  getSwitchHoldings,
  registerFundSwitch,
  type FundSwitchSelection,
} from '@/lib/server/data/fund-switch';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { RefusedError } from '@/lib/server/errors';
import type { FundHoldings, OwnedPolicy } from '@/lib/types';
import { nonZero, validateSwitch } from './fund-switch-rules';
import {
  FUND_SWITCH_NOT_AVAILABLE,
  fundSwitchPolicySchema,
  fundSwitchPreviewSchema,
  fundSwitchSubmitSchema,
  type FundSwitchPreviewInput,
} from './fund-switch-schema';

/*
 * The fund switch's public endpoints. Nothing sent is trusted: the policy must be the customer's
 * own and eligible, and every rule is re-run on fresh holdings before the core hears of a switch.
 * Someone else's policy, an ineligible one and a closed flag all read alike.
 */
const FUND_SWITCH = {
  feature: 'fundSwitch',
  wording: { notOwned: FUND_SWITCH_NOT_AVAILABLE, closed: FUND_SWITCH_NOT_AVAILABLE },
} as const;
/** SPEC §8: the summary and the switch show the core's own message, anything else 'Something went wrong'. */
const CORE_WORDS_ONLY = { ...FUND_SWITCH, wording: { ...FUND_SWITCH.wording, technical: GENERIC_ERROR } };

/** The customer's own policy, if the flow takes it. */
async function switchablePolicy(policyNo: string): Promise<OwnedPolicy> {
  const policy = await getOwnedPolicy(policyNo);
  if (!isFundSwitchEligible(policy)) throw new RefusedError(FUND_SWITCH_NOT_AVAILABLE);
  return policy;
}

// Safe after validateSwitch: every code it accepts is one of the policy's own holdings.
type FundCode = (typeof FUND_CODES)[number];

/** Every rule again on the server, against the core's values rather than the browser's. */
async function checkedSelection(input: FundSwitchPreviewInput): Promise<FundSwitchSelection> {
  const policy = await switchablePolicy(input.policyNo);
  // Fresh holdings: percentages mean nothing without today's values.
  const holdings = await getSwitchHoldings(policy);
  const issue = validateSwitch({
    funds: holdings.funds.map((f) => ({ code: f.code, value: f.value })),
    sources: input.sources,
    targets: input.targets,
    termsAccepted: input.termsAccepted,
  });
  if (issue) throw new RefusedError(issue.message);
  return {
    policyNumber: policy.policyNo,
    sourceFundSelection: nonZero(input.sources).map(([code, pct]) => ({
      sourceFundCode: code as FundCode,
      sourcePercentageOrAmount: pct,
    })),
    targetFundSelection: nonZero(input.targets).map(([code, pct]) => ({
      targetFundCode: code as FundCode,
      targetPercentageOrAmount: pct,
    })),
  };
}

/** Step 0 → 1: the chosen policy's funds. A read: the general wording of SPEC §8 applies. */
export const loadFundHoldingsAction = authActionClient
  .metadata({ actionName: 'loadFundHoldingsAction', ...FUND_SWITCH })
  .inputSchema(fundSwitchPolicySchema)
  .action(async ({ parsedInput }): Promise<FundHoldings> => getSwitchHoldings(await switchablePolicy(parsedInput.policyNo)));

/** Step 2 → 3: the core's summary of the switch. */
export const previewFundSwitchAction = authActionClient
  .metadata({ actionName: 'previewFundSwitchAction', ...CORE_WORDS_ONLY })
  .inputSchema(fundSwitchPreviewSchema)
  .action(async ({ parsedInput }) => getFundSwitchSummary(await checkedSelection(parsedInput)));

/** After the OTP: the switch itself, with the token the OTP check gave. */
export const submitFundSwitchAction = authActionClient
  .metadata({ actionName: 'submitFundSwitchAction', ...CORE_WORDS_ONLY })
  .inputSchema(fundSwitchSubmitSchema)
  .action(async ({ parsedInput }) => {
    const selection = await checkedSelection(parsedInput);
    return { serviceRequestId: await registerFundSwitch(selection, parsedInput.srRequestToken) };
  });
