import 'server-only';
import { cache } from 'react';
import { funds as fundCalls, policy } from '@portal/contracts';
import { isRedirectionEligible, validateAllocation } from '../../redirection-rules';
import {
  NOT_ELIGIBLE,
  UNKNOWN_FUND,
  type PremiumRedirectionInput,
  type PremiumRedirectionResult,
  type RedirectionFundsResult,
} from '../../schemas/premium-redirection';
import type { FundHolding, Policy } from '../../types';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import { getPolicies } from './policies';
import { getCustomer } from './profile';
import { reshapeHoldings, reshapePolicy } from './reshape';

/** The contract's cap on the name; a longer one is still this customer. */
const MAX_NAME = 120;

interface RedirectionPolicy {
  policy: Policy;
  /** the core's own JSON string, sent back untouched (SPEC §3) */
  selectCoverage: string;
}

/**
 * The customer's policy as the core lists it, or null when it is not theirs or may not be
 * redirected. Read raw because the shared reshape drops selectCoverage, which the submit needs.
 */
const getRedirectionPolicy = cache(async (policyNo: string): Promise<RedirectionPolicy | null> => {
  const raw = (await callAsCustomer(policy.getCustomerPolicyDetails, {})).find((p) => p.policyNo === policyNo);
  if (!raw) return null;
  const shaped = reshapePolicy(raw);
  return isRedirectionEligible(shaped) ? { policy: shaped, selectCoverage: raw.selectCoverage } : null;
});

/** Every fund the core lists for the policy, zero-value ones too: future premiums may go to them. */
async function offeredFunds(policyNumber: string): Promise<FundHolding[]> {
  const { clientId } = await requireAuth();
  return reshapeHoldings(await callAsCustomer(policy.getFundSwitchDetails, { policyNumber, customerId: clientId })).funds;
}

/**
 * Step 0 → 1: the holdings of a policy the customer owns and may redirect. Ownership comes from
 * the shared (per-render cached) list, so the page's deep link costs no second list call.
 * Core failures throw.
 */
export async function loadRedirectionFunds(policyNo: string): Promise<RedirectionFundsResult> {
  const owned = (await getPolicies()).find((p) => p.policyNo === policyNo);
  if (!owned || !isRedirectionEligible(owned)) return { ok: false, message: NOT_ELIGIBLE };
  return { ok: true, funds: await offeredFunds(policyNo) };
}

/**
 * The submit, checked again from scratch: ownership and eligibility first, so nothing about a
 * policy that is not the customer's is ever asked for; then every rule of the form. Only then
 * does the request reach the core. Core failures throw for the action to word.
 */
export async function submitPremiumRedirection(input: PremiumRedirectionInput): Promise<PremiumRedirectionResult> {
  const auth = await requireAuth();
  const owned = await getRedirectionPolicy(input.policyNo);
  if (!owned) return { ok: false, message: NOT_ELIGIBLE };

  const [funds, customer] = await Promise.all([offeredFunds(input.policyNo), getCustomer()]);
  const codes = funds.map((f) => f.code);
  if (input.allocations.some((a) => !codes.includes(a.fundCode))) return { ok: false, message: UNKNOWN_FUND };

  // Every offered fund is sent, unnamed ones at 0, so the core replaces the whole split at once.
  const typed = Object.fromEntries(input.allocations.map((a) => [a.fundCode, a.percent]));
  const allocations = codes.map((fundCode) => ({ fundCode, percent: typed[fundCode] ?? 0 }));
  const refusal = validateAllocation({ allocations, termsAccepted: input.termsAccepted });
  if (refusal) return { ok: false, message: refusal };

  const data = await callAsCustomer(fundCalls.premiumRedirection, {
    clientId: auth.clientId,
    customerName: customer.fullName.slice(0, MAX_NAME),
    policyNumber: owned.policy.policyNo,
    selectCoverage: owned.selectCoverage,
    fundAllocation: allocations.map((a) => ({
      // The codes are the core's own, already checked against FUND_CODES when its answer was read.
      virtualFund: a.fundCode as (typeof policy.FUND_CODES)[number],
      percentageOrAmount: a.percent,
    })),
    srRequestToken: input.srRequestToken,
    srRequestType: 'PREMIUM_REDIRECTION',
  });
  return { ok: true, serviceRequestId: data.serviceRequestId };
}
