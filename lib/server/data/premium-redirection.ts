import 'server-only';
import { funds as fundCalls, policy } from '@portal/contracts';
import type { FundHolding, OwnedPolicy } from '../../types';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import { getCustomer } from './profile';
import { reshapeHoldings } from './reshape';

/** The contract's cap on the name; a longer one is still this customer. */
const MAX_NAME = 120;

// The codes are the core's own, already checked against FUND_CODES when its answer was read.
type FundCode = (typeof policy.FUND_CODES)[number];

/** Every fund the core lists for the policy, zero-value ones too: future premiums may go to them. */
export async function getRedirectionFunds({ policyNo: policyNumber }: OwnedPolicy): Promise<FundHolding[]> {
  const { clientId } = await requireAuth();
  return reshapeHoldings(await callAsCustomer(policy.getFundSwitchDetails, { policyNumber, customerId: clientId })).funds;
}

export interface PremiumRedirection {
  /** the customer's own policy, as the ownership gate returned it */
  policy: OwnedPolicy;
  /** every fund the policy offers, in the core's order; the core replaces the whole split at once */
  allocations: ReadonlyArray<{ fundCode: string; percent: number }>;
  srRequestToken: string;
}

/** Sends a checked redirection to the core in the customer's name; its service request number. */
export async function redirectPremium({ policy: owned, allocations, srRequestToken }: PremiumRedirection): Promise<string> {
  const [{ clientId }, customer] = await Promise.all([requireAuth(), getCustomer()]);
  const data = await callAsCustomer(fundCalls.premiumRedirection, {
    clientId,
    customerName: customer.fullName.slice(0, MAX_NAME),
    policyNumber: owned.policyNo,
    selectCoverage: owned.selectCoverage,
    fundAllocation: allocations.map((a) => ({ virtualFund: a.fundCode as FundCode, percentageOrAmount: a.percent })),
    srRequestToken,
    srRequestType: 'PREMIUM_REDIRECTION',
  });
  return data.serviceRequestId;
}
