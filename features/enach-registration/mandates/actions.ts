'use server';

import { authActionClient } from '@/lib/server/action-client';
import { cancelMandate, getOwnedMandate, pauseMandate, retryDebit } from '@/lib/server/data/mandates';
import { cancelMandateSchema, MANDATE_MESSAGES, pauseMandateSchema, retryDebitSchema } from './mandate-rules';

/*
 * 'Pause', 'Cancel' and 'Retry debit' on a mandate. Each asks the gate first: the policy must be
 * the customer's own (getOwnedPolicy) and the UMRN one of their mandates on it, so someone else's
 * reads 'Auto pay mandate not found.' and the core hears nothing of it. Pause and cancel then
 * spend the SR OTP's token of that policy; the core checks the mandate's state and the token again.
 */
const MANDATE = { wording: { notOwned: MANDATE_MESSAGES.notFound } };

export const pauseMandateAction = authActionClient
  .metadata({ actionName: 'pauseMandateAction', ...MANDATE })
  .inputSchema(pauseMandateSchema)
  .action(async ({ parsedInput: { policyNo, umrn, debits, srRequestToken } }) => {
    const mandate = await getOwnedMandate(policyNo, umrn);
    return pauseMandate(mandate.umrn, debits, srRequestToken);
  });

export const cancelMandateAction = authActionClient
  .metadata({ actionName: 'cancelMandateAction', ...MANDATE })
  .inputSchema(cancelMandateSchema)
  .action(async ({ parsedInput: { policyNo, umrn, srRequestToken } }) => {
    const mandate = await getOwnedMandate(policyNo, umrn);
    return cancelMandate(mandate.umrn, srRequestToken);
  });

/** No OTP: presenting a debit the customer already authorised moves no money they did not agree to. */
export const retryDebitAction = authActionClient
  .metadata({ actionName: 'retryDebitAction', ...MANDATE })
  .inputSchema(retryDebitSchema)
  .action(async ({ parsedInput: { policyNo, umrn } }) => {
    const mandate = await getOwnedMandate(policyNo, umrn);
    return retryDebit(mandate.umrn);
  });
