import 'server-only';
import type { OwnedPolicy, OwnedPolicyNumber } from '../../types';
import { cache } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { premium } from '@portal/contracts';
import { TECHNICAL_ERROR } from '../../constants';
import { parseCoreDate, toCoreDate } from '../../format';
import { outcomeFromAnswer, outcomeFromError, type PaymentOutcome } from '../../payment-outcome';
import { isPaymentDue } from '../../policy-rules';
import { requireAuth } from '../session';
import { callAsCustomer, exchangeAsCustomer } from './as-customer';
import { findOwnedPolicy, getPolicies } from './policies';
import { logFailure } from '../log';

export interface BreakupLine {
  code: (typeof premium.QUOTE_LINE_CODES)[number];
  label: string;
  amount: number;
}

/** What the core says the policy can be paid now (premium.getPremiumBreakup): the portal only shows it. */
export interface PremiumBreakup {
  policyNo: string;
  kind: (typeof premium.QUOTE_KINDS)[number];
  payable: boolean;
  dueDate: string | null; // ISO date
  /** nothing payable now: when the next premium falls due (ISO) */
  nextDueDate: string | null;
  /** why it cannot be paid online, in the core's words */
  message: string | null;
  /** an advance auto-pay would debit on this day (ISO): paying it needs the customer's yes */
  autoPayDebitDate: string | null;
  paymentFrequency: string;
  lines: BreakupLine[];
  total: number;
  /** the core's own decimal string, handed back unchanged when the order is created */
  totalAmount: string;
}

/** Policies the core says can be paid now (due, overdue, lapsed), the most urgent first. */
export async function getDuePolicies() {
  const due = (await getPolicies()).filter((p) => isPaymentDue(p));
  return due.sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? ''));
}

const breakupOf = cache(async (policyNumber: OwnedPolicyNumber): Promise<PremiumBreakup> => {
  const data = await callAsCustomer(premium.getPremiumBreakup, { policyNumber });
  return {
    policyNo: data.policyNo,
    kind: data.kind,
    payable: data.payable,
    dueDate: parseCoreDate(data.dueDate),
    nextDueDate: parseCoreDate(data.nextDueDate),
    message: data.message,
    autoPayDebitDate: parseCoreDate(data.autoPayDebitDate),
    paymentFrequency: data.paymentFrequency,
    lines: data.lines.map((l) => ({ code: l.code, label: l.label, amount: Number(l.amount) })),
    total: Number(data.totalAmount),
    totalAmount: data.totalAmount,
  };
});
export const getPremiumBreakup = (owned: OwnedPolicy) => breakupOf(owned.policyNo);

/**
 * Starts a payment at the core; the caller sends the browser on to the gateway's page. `dueDate`
 * (ISO) is the premium the customer was shown, so the core never pays another one instead.
 */
export async function createPremiumOrder(
  { policyNo }: OwnedPolicy,
  a: { amount: string; returnUrl: string; dueDate?: string | undefined; autoPayConfirmed?: boolean | undefined },
) {
  const { clientId } = await requireAuth();
  return callAsCustomer(premium.createOrder, {
    clientId,
    policyNo,
    amount: a.amount,
    returnUrl: a.returnUrl,
    ...(a.dueDate ? { dueDate: toCoreDate(a.dueDate) } : {}),
    ...(a.autoPayConfirmed ? { autoPayConfirmed: true } : {}),
  });
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
    // Every policy the transaction pays (one, or several paid together) must be the customer's.
    const policyNos = answer.data.policies?.map((p) => p.policyNo) ?? [answer.data.policyNo];
    const owned = await Promise.all(policyNos.map((no) => findOwnedPolicy(no)));
    if (!owned.length || owned.some((p) => !p)) return { kind: 'home', tone: 'error', message: TECHNICAL_ERROR };
    const names = new Map<string, string>(owned.flatMap((p) => (p ? [[p.policyNo, p.name] as const] : [])));
    const outcome = outcomeFromAnswer(answer);
    if (outcome.kind === 'success') outcome.payment.policyName = names.get(outcome.payment.policyNo);
    if (outcome.kind === 'paid-together') for (const p of outcome.payment.policies) p.policyName = names.get(p.policyNo);
    return outcome;
  } catch (e) {
    unstable_rethrow(e);
    logFailure(e, 'payment/status');
    return outcomeFromError(e);
  }
}
