import 'server-only';
import type { OwnedPolicy, OwnedPolicyNumber } from '../../types';
import { cache } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { premium } from '@portal/contracts';
import { TECHNICAL_ERROR } from '../../constants';
import { parseCoreDate } from '../../format';
import { outcomeFromAnswer, outcomeFromError, type PaymentOutcome } from '../../payment-outcome';
import { isPaymentDue } from '../../policy-rules';
import { requireAuth } from '../session';
import { callAsCustomer, exchangeAsCustomer } from './as-customer';
import { findOwnedPolicy, getPolicies } from './policies';
import { logFailure } from '../log';

export interface BreakupLine {
  code: 'BASE' | 'RIDER' | 'TAX' | 'LATE_FEE';
  label: string;
  amount: number;
}

export interface PremiumBreakup {
  policyNo: string;
  dueDate: string | null; // ISO date
  paymentFrequency: string;
  lines: BreakupLine[];
  total: number;
  /** the core's own decimal string, handed back unchanged when the order is created */
  totalAmount: string;
}

/** Policies with a premium due or overdue today (India), the most urgent first. */
export async function getDuePolicies(today: string) {
  const due = (await getPolicies()).filter((p) => isPaymentDue(p, today));
  return due.sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? ''));
}

const breakupOf = cache(async (policyNumber: OwnedPolicyNumber): Promise<PremiumBreakup> => {
  const data = await callAsCustomer(premium.getPremiumBreakup, { policyNumber });
  return {
    policyNo: data.policyNo,
    dueDate: parseCoreDate(data.dueDate),
    paymentFrequency: data.paymentFrequency,
    lines: data.lines.map((l) => ({ code: l.code, label: l.label, amount: Number(l.amount) })),
    total: Number(data.totalAmount),
    totalAmount: data.totalAmount,
  };
});
export const getPremiumBreakup = (owned: OwnedPolicy) => breakupOf(owned.policyNo);

/** Starts a payment at the core; the caller sends the browser on to the gateway's page. */
export async function createPremiumOrder({ policyNo }: OwnedPolicy, amount: string, returnUrl: string) {
  const { clientId } = await requireAuth();
  return callAsCustomer(premium.createOrder, { clientId, policyNo, amount, returnUrl });
}

/**
 * Reads (never creates) the payment's state, so reloading the confirmation page is harmless.
 * A payment on a policy that is not in the customer's list is treated as unknown.
 */
export async function getPaymentOutcome(transactionId: string): Promise<PaymentOutcome> {
  try {
    const { clientId } = await requireAuth();
    // The list the ownership gate reads comes with the status: one round of latency.
    const [answer] = await Promise.all([
      exchangeAsCustomer(premium.paymentStatus, { clientId, transactionId, type: 'CP' }),
      getPolicies(),
    ]);
    const owned = await findOwnedPolicy(answer.data.policyNo);
    if (!owned) return { kind: 'home', tone: 'error', message: TECHNICAL_ERROR };
    const outcome = outcomeFromAnswer(answer);
    if (outcome.kind === 'success') outcome.payment.policyName = owned.name;
    return outcome;
  } catch (e) {
    unstable_rethrow(e);
    logFailure(e, 'payment/status');
    return outcomeFromError(e);
  }
}
