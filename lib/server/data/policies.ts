import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { CODES, policy } from '@portal/contracts';
import type { Policy } from '../../types';
import { PolicyNotFoundError, UpstreamError } from '../errors';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import { reshapeCoverage, reshapeHoldings, reshapeNominee, reshapePolicy, reshapePolicyDetails } from './reshape';

const POLICY_NO = /^\d{8}$/;

/** A policy the core does not know for this customer, or not theirs, is simply not found, never an error page. */
async function orNotFound<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof PolicyNotFoundError || (e instanceof UpstreamError && e.code === CODES.NOT_FOUND)) notFound();
    throw e;
  }
}

export const getPolicies = cache(async () => {
  const list = await callAsCustomer(policy.getCustomerPolicyDetails, {});
  return list.map(reshapePolicy);
});

/**
 * The ownership gate: every page, route handler and action that is handed a policy number asks
 * here, and nothing else decides. The policy must be in the signed-in customer's own list; a
 * policy number from the browser is never trusted on the core's word alone. Throws
 * PolicyNotFoundError, which actions word as their own refusal and route handlers answer 404.
 */
export const getOwnedPolicy = cache(async (policyNo: string): Promise<Policy> => {
  await requireAuth();
  if (!POLICY_NO.test(policyNo)) throw new PolicyNotFoundError();
  const found = (await getPolicies()).find((p) => p.policyNo === policyNo);
  if (!found) throw new PolicyNotFoundError();
  return found;
});

/** The gate for pages: someone else's policy is a 404, like one that does not exist. */
export const getOwnedPolicyOrNotFound = (policyNo: string): Promise<Policy> => orNotFound(getOwnedPolicy(policyNo));

/** The gate as a question, for screens that fall back to a list instead of failing. */
export async function findOwnedPolicy(policyNo: string): Promise<Policy | null> {
  try {
    return await getOwnedPolicy(policyNo);
  } catch (e) {
    if (e instanceof PolicyNotFoundError) return null;
    throw e;
  }
}

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
