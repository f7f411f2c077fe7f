import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { funds as fundCalls, policy as policyCalls } from '@portal/contracts';
import { isFundSwitchEligible } from '../../policy-rules';
import type { FundHoldings, FundSummaryRow, OwnedPolicy, OwnedPolicyNumber } from '../../types';
import { TechnicalError } from '../errors';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import { getPolicies } from './policies';
import { getCustomer } from './profile';
import { reshapeHoldings } from './reshape';

/** Unit-linked, IF or PD (SPEC §2): the only policies the flow lists or acts on. */
export async function getSwitchablePolicies(): Promise<OwnedPolicy[]> {
  return (await getPolicies()).filter(isFundSwitchEligible);
}

/**
 * The holdings, read without getFundHoldings' notFound(): an action must answer with a message,
 * and a page should show the failure in its step rather than turn into a 404.
 */
const holdingsOf = cache(async (policyNumber: OwnedPolicyNumber): Promise<FundHoldings> => {
  const { clientId } = await requireAuth();
  return reshapeHoldings(await callAsCustomer(policyCalls.getFundSwitchDetails, { policyNumber, customerId: clientId }));
});
export const getSwitchHoldings = (owned: OwnedPolicy) => holdingsOf(owned.policyNo);

/** The moving funds in the core's shape; the caller has checked every rule against fresh holdings. */
export type FundSwitchSelection = Omit<z.input<typeof fundCalls.fundSwitchSelection>, 'sessionId' | 'clientId' | 'policyNumber'> & {
  policyNumber: OwnedPolicyNumber;
};

/** The core's summary of a switch (step 3). */
export async function getFundSwitchSummary(selection: FundSwitchSelection): Promise<FundSummaryRow[]> {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(fundCalls.fundSwitchSummary, { ...selection, clientId });
  return data.fundSummary.map((r) => ({
    fundName: r.FundName,
    currentUnits: r.CurrentUnitBalance,
    currentPercent: Number(r.CurrentAllocationPercent),
    newPercent: Number(r.NewAllocationPercent),
    status: r.Status,
  }));
}

/** The switch itself, in the customer's name, with the token the OTP check gave; its service request number. */
export async function registerFundSwitch(selection: FundSwitchSelection, srRequestToken: string): Promise<string> {
  const [{ clientId }, { fullName }] = await Promise.all([requireAuth(), getCustomer()]);
  if (!fullName) throw new TechnicalError('profile/details: the customer has no name to sign the switch with');
  const data = await callAsCustomer(fundCalls.fundRegister, {
    ...selection,
    clientId,
    customerName: fullName,
    coverageSelection: [],
    srRequestToken,
  });
  return data.serviceRequestId;
}
