import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { CODES, policy } from '@portal/contracts';
import { UpstreamError } from '../errors';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import { reshapeCoverage, reshapeHoldings, reshapeNominee, reshapePolicy, reshapePolicyDetails } from './reshape';

const POLICY_NO = /^\d{8}$/;

/** A policy the core does not know for this customer is simply not found, never an error page. */
async function orNotFound<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof UpstreamError && e.code === CODES.NOT_FOUND) notFound();
    throw e;
  }
}

export const getPolicies = cache(async () => {
  const list = await callAsCustomer(policy.getCustomerPolicyDetails, {});
  return list.map(reshapePolicy);
});

/** Ownership check of the data-access layer: the policy must be in the customer's own list. */
export const getOwnedPolicy = cache(async (policyNo: string) => {
  if (!POLICY_NO.test(policyNo)) notFound();
  const found = (await getPolicies()).find((p) => p.policyNo === policyNo);
  if (!found) notFound();
  return found;
});

export const getPolicyDetails = cache(async (policyNumber: string) =>
  reshapePolicyDetails(await orNotFound(callAsCustomer(policy.getPolicyDetailsByPolicyNo, { policyNumber }))),
);

export const getCoverages = cache(async (policyNumber: string) =>
  (await orNotFound(callAsCustomer(policy.getCoverageDetailsByPolicyNo, { policyNumber }))).map(reshapeCoverage),
);

export const getNominees = cache(async (policyNumber: string) =>
  (await orNotFound(callAsCustomer(policy.getNomineeDetails, { policyNumber }))).map(reshapeNominee),
);

export const getFundHoldings = cache(async (policyNumber: string) => {
  const { clientId } = await requireAuth();
  const data = await orNotFound(callAsCustomer(policy.getFundSwitchDetails, { policyNumber, customerId: clientId }));
  return reshapeHoldings(data);
});
