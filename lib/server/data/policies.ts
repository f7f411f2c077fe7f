import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { CODES, policy } from '@portal/contracts';
import type { OwnedPolicy, OwnedPolicyNumber } from '../../types';
import { PolicyNotFoundError, UpstreamError } from '../errors';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import {
  reshapeCoverage,
  reshapeHoldings,
  reshapeNominee,
  reshapePolicy,
  reshapePolicyDetails,
  reshapePortfolio,
} from './reshape';

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

/**
 * The signed-in customer's own policies: the core lists them for this customer's session, so each
 * is owned by definition, and this is the one place besides the gate below that says so.
 */
export const getPolicies = cache(async (): Promise<OwnedPolicy[]> => {
  const list = await callAsCustomer(policy.getCustomerPolicyDetails, {});
  return list.map((p) => reshapePolicy(p) as OwnedPolicy);
});

/**
 * The home page's totals and next dues, added up by the core (one rule there, none here). Asked
 * beside the policy list, not after it, so the home page stays one round of calls.
 */
export const getPortfolioSummary = cache(async () =>
  reshapePortfolio(await callAsCustomer(policy.getPortfolioSummary, {})),
);

/**
 * The ownership gate: every page, route handler and action that is handed a policy number asks
 * here, and nothing else decides. The policy must be in the signed-in customer's own list; a
 * policy number from the browser is never trusted on the core's word alone. Throws
 * PolicyNotFoundError, which actions word as their own refusal and route handlers answer 404.
 */
export const getOwnedPolicy = cache(async (policyNo: string): Promise<OwnedPolicy> => {
  await requireAuth();
  if (!POLICY_NO.test(policyNo)) throw new PolicyNotFoundError();
  const found = (await getPolicies()).find((p) => p.policyNo === policyNo);
  if (!found) throw new PolicyNotFoundError();
  return found;
});

/** The gate for pages: someone else's policy is a 404, like one that does not exist. */
export const getOwnedPolicyOrNotFound = (policyNo: string): Promise<OwnedPolicy> => orNotFound(getOwnedPolicy(policyNo));

/** The gate as a question, for screens that fall back to a list instead of failing. */
export async function findOwnedPolicy(policyNo: string): Promise<OwnedPolicy | null> {
  try {
    return await getOwnedPolicy(policyNo);
  } catch (e) {
    if (e instanceof PolicyNotFoundError) return null;
    throw e;
  }
}

/*
 * The reads of one policy take the gate's answer, and are remembered for the request by its number
 * (React's cache() compares arguments by identity, and a number is the same whichever list it came from).
 */
const detailsOf = cache(async (policyNumber: OwnedPolicyNumber) =>
  reshapePolicyDetails(await orNotFound(callAsCustomer(policy.getPolicyDetailsByPolicyNo, { policyNumber }))),
);
const coveragesOf = cache(async (policyNumber: OwnedPolicyNumber) =>
  (await orNotFound(callAsCustomer(policy.getCoverageDetailsByPolicyNo, { policyNumber }))).map(reshapeCoverage),
);
const nomineesOf = cache(async (policyNumber: OwnedPolicyNumber) =>
  (await orNotFound(callAsCustomer(policy.getNomineeDetails, { policyNumber }))).map(reshapeNominee),
);
const holdingsOf = cache(async (policyNumber: OwnedPolicyNumber) => {
  const { clientId } = await requireAuth();
  return reshapeHoldings(await orNotFound(callAsCustomer(policy.getFundSwitchDetails, { policyNumber, customerId: clientId })));
});

export const getPolicyDetails = (owned: OwnedPolicy) => detailsOf(owned.policyNo);
export const getCoverages = (owned: OwnedPolicy) => coveragesOf(owned.policyNo);
export const getNominees = (owned: OwnedPolicy) => nomineesOf(owned.policyNo);
export const getFundHoldings = (owned: OwnedPolicy) => holdingsOf(owned.policyNo);
