import 'server-only';
import type { OwnedPolicy, OwnedPolicyNumber } from '../../types';
import { cache } from 'react';
import { policyServices as contract } from '@portal/contracts';
import type { ServiceCode } from '@portal/contracts/policy-services';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import {
  type FrequencyBilling,
  type LoanCheck,
  type LoanDetails,
  type PolicyServiceOffer,
  type ReinstatementEnquiry,
  type SurrenderDetails,
  reshapeBank,
  reshapeFrequencies,
  reshapeLoan,
  reshapeOffers,
  reshapeReinstatement,
  reshapeSurrender,
} from './policy-services-reshape';

/*
 * Policy services (issue 10 §1). The core decides what each policy offers and computes every
 * figure; these reads hand the screens the portal's own shapes, for a policy the ownership gate
 * (getOwnedPolicy) has answered for.
 */

/** The services one policy offers now, in the core's order; only the available ones. */
const servicesOf = cache(async (policyNumber: OwnedPolicyNumber): Promise<PolicyServiceOffer[]> => {
  const [entry] = await callAsCustomer(contract.getPolicyServices, { policyNumber });
  return entry ? reshapeOffers(entry.services) : [];
});
export const getPolicyServices = (owned: OwnedPolicy) => servicesOf(owned.policyNo);

/** Every policy of the customer with what it offers, for a list of one service across policies. */
export const getServicesByPolicy = cache(async () => {
  const list = await callAsCustomer(contract.getPolicyServices, {});
  return list.map((p) => ({ policyNo: p.policyNumber, name: p.policyName, services: reshapeOffers(p.services) }));
});

export const offers = (list: PolicyServiceOffer[], code: ServiceCode) => list.some((s) => s.code === code);

export async function getLoanDetails({ policyNo: policyNumber }: OwnedPolicy): Promise<LoanDetails> {
  const { clientId } = await requireAuth();
  const [figures, bank] = await Promise.all([
    callAsCustomer(contract.loanDetails, { clientId, policyNumber }),
    // No account on record is a refusal of the loan, not of the enquiry: the figures still show.
    callAsCustomer(contract.getLoanBankDetails, { clientId, policyNumber }).catch(() => null),
  ]);
  return reshapeLoan(figures, bank);
}

/** The core checks the amount (eligibility, minimum, maximum, an open request) before any OTP is sent. */
export async function checkLoanAmount({ policyNo: policyNumber }: OwnedPolicy, amount: string): Promise<LoanCheck> {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(contract.requestLoanAmount, { clientId, policyNumber, amount });
  return { amount: Number(data.amount), interestRate: Number(data.interestRate), bankAccount: reshapeBank(data.bankAccount) };
}

export async function raiseLoan({ policyNo: policyNumber }: OwnedPolicy, amount: string, srRequestToken: string): Promise<string> {
  const { clientId } = await requireAuth();
  return (await callAsCustomer(contract.srPolicyLoan, { clientId, policyNumber, amount, srRequestToken })).serviceRequestId;
}

export async function getSurrenderDetails({ policyNo: policyNumber }: OwnedPolicy): Promise<SurrenderDetails> {
  const { clientId } = await requireAuth();
  return reshapeSurrender(await callAsCustomer(contract.surrenderDetails, { clientId, policyNumber }));
}

/** The enquiry with the core's own total kept as sent, handed back unchanged when paying. */
export async function getReinstatement({ policyNo: policyNumber }: OwnedPolicy): Promise<ReinstatementEnquiry & { totalAmount: string }> {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(contract.reinstatementEnquiry, { clientId, policyNumber });
  return { ...reshapeReinstatement(data), totalAmount: data.totalAmount };
}

export async function createReinstatementOrder({ policyNo }: OwnedPolicy, amount: string, returnUrl: string) {
  const { clientId } = await requireAuth();
  return callAsCustomer(contract.createReinstatementOrder, { clientId, policyNo, amount, returnUrl });
}

export async function raiseReinstatement({ policyNo: policyNumber }: OwnedPolicy): Promise<string> {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(contract.raiseReinstatementRequest, { clientId, policyNumber, declarationAccepted: true });
  return data.serviceRequestId;
}

export async function getFrequencyBilling({ policyNo: policyNumber }: OwnedPolicy): Promise<FrequencyBilling> {
  const { clientId } = await requireAuth();
  return reshapeFrequencies(await callAsCustomer(contract.frequencyBilling, { clientId, policyNumber }));
}

export async function changeFrequency({ policyNo: policyNumber }: OwnedPolicy, newFrequency: FrequencyBilling['options'][number]['frequency']) {
  const { clientId } = await requireAuth();
  return (await callAsCustomer(contract.changePolicyFrequency, { clientId, policyNumber, newFrequency })).serviceRequestId;
}
