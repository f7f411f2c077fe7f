'use server';

import { redirect } from 'next/navigation';
import { authActionClient } from '@/lib/server/action-client';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import {
  changeFrequency,
  checkLoanAmount,
  createReinstatementOrder,
  getFrequencyBilling,
  getLoanDetails,
  getReinstatement,
  getSurrenderDetails,
  raiseLoan,
  raiseReinstatement,
} from '@/lib/server/data/policy-services';
import { RefusedError, TechnicalError } from '@/lib/server/errors';
import { getPublicOrigin } from '@/lib/server/origin';
import {
  frequencyChangeSchema,
  loanAmountSchema,
  loanRequestSchema,
  policyServiceSchema,
  reinstatementRequestSchema,
} from './service-schemas';

/*
 * The policy services' endpoints (issue 10 §1). Each asks the ownership gate first: someone
 * else's policy reads 'Policy not found.' and the core hears nothing of it. Eligibility, amounts
 * and duplicates are the core's to judge; its refusals are shown in its words.
 */
const meta = (actionName: string) => ({ actionName });
const loanInput = loanAmountSchema();

export const loadLoanAction = authActionClient
  .metadata(meta('loadLoanAction'))
  .inputSchema(policyServiceSchema)
  .action(async ({ parsedInput }) => getLoanDetails(await getOwnedPolicy(parsedInput.policyNo)));

/** The amount checked by the core before any OTP goes out; the answer is what the customer confirms. */
export const checkLoanAction = authActionClient
  .metadata(meta('checkLoanAction'))
  .inputSchema(loanInput)
  .action(async ({ parsedInput: { policyNo, amount } }) => checkLoanAmount(await getOwnedPolicy(policyNo), amount));

/** After the POLICY_LOAN OTP: raises 'Policy Loan Request'. */
export const requestLoanAction = authActionClient
  .metadata(meta('requestLoanAction'))
  .inputSchema(loanRequestSchema)
  .action(async ({ parsedInput: { policyNo, amount, srRequestToken } }) => {
    const policy = await getOwnedPolicy(policyNo);
    return { serviceRequestId: await raiseLoan(policy, amount, srRequestToken) };
  });

export const loadSurrenderAction = authActionClient
  .metadata(meta('loadSurrenderAction'))
  .inputSchema(policyServiceSchema)
  .action(async ({ parsedInput }) => getSurrenderDetails(await getOwnedPolicy(parsedInput.policyNo)));

export const loadReinstatementAction = authActionClient
  .metadata(meta('loadReinstatementAction'))
  .inputSchema(policyServiceSchema)
  .action(async ({ parsedInput }) => {
    const { totalAmount: _kept, ...enquiry } = await getReinstatement(await getOwnedPolicy(parsedInput.policyNo));
    return enquiry;
  });

/**
 * Pay & Reinstate: the amount is the core's revival total read here, never the browser's, paid
 * through the premium gateway; the gateway returns to /order-confirmation like any premium. On
 * success it does not return: the browser goes on to the gateway's page.
 */
export const payReinstatementAction = authActionClient
  .metadata({ actionName: 'payReinstatementAction', feature: 'payPremium' })
  .inputSchema(policyServiceSchema)
  .action(async ({ parsedInput }) => {
    const policy = await getOwnedPolicy(parsedInput.policyNo);
    const enquiry = await getReinstatement(policy);
    if (!enquiry.canPayOnline) throw new RefusedError(enquiry.note || enquiry.reason || 'policyDetails.revival.errors.notOnline');
    const returnUrl = `${getPublicOrigin()}/order-confirmation`;
    const { redirectionLink } = await createReinstatementOrder(policy, enquiry.totalAmount, returnUrl);
    if (!/^https?:\/\//i.test(redirectionLink)) throw new TechnicalError('reinstatement/create/order: unusable redirectionLink');
    redirect(redirectionLink);
  });

/** A long lapse: raises 'Policy Reinstatement Request' with the customer's declaration of good health. */
export const raiseReinstatementAction = authActionClient
  .metadata(meta('raiseReinstatementAction'))
  .inputSchema(reinstatementRequestSchema)
  .action(async ({ parsedInput }) => {
    const policy = await getOwnedPolicy(parsedInput.policyNo);
    return { serviceRequestId: await raiseReinstatement(policy) };
  });

export const loadFrequenciesAction = authActionClient
  .metadata(meta('loadFrequenciesAction'))
  .inputSchema(policyServiceSchema)
  .action(async ({ parsedInput }) => getFrequencyBilling(await getOwnedPolicy(parsedInput.policyNo)));

export const changeFrequencyAction = authActionClient
  .metadata(meta('changeFrequencyAction'))
  .inputSchema(frequencyChangeSchema)
  .action(async ({ parsedInput: { policyNo, frequency } }) => {
    const policy = await getOwnedPolicy(policyNo);
    return { serviceRequestId: await changeFrequency(policy, frequency) };
  });
