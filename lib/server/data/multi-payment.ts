import 'server-only';
import type { OwnedPolicy } from '../../types';
import { premium } from '@portal/contracts';
import { parseCoreDate, toCoreDate } from '../../format';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import type { BreakupLine } from './premiums';

/** One policy in a payment of several dues, as the core quotes it (issue 25 §2). */
export interface DueInPayment {
  policyNo: string;
  policyName: string;
  /** whether it goes in this payment; `message` says why not (a revival, an advance, nothing due) */
  included: boolean;
  dueDate: string | null; // ISO date
  lines: BreakupLine[];
  total: number;
  /** the core's own decimal string, handed back unchanged when the payment is started */
  totalAmount: string;
  message: string | null;
}

/** What paying the chosen dues together costs: each policy's breakup and the core's total of those included. */
export interface DuesBreakup {
  policies: DueInPayment[];
  total: number;
  totalAmount: string;
}

/** The core's breakup of paying these policies' dues together; only policies the ownership gate answered for. */
export async function getDuesBreakup(owned: OwnedPolicy[]): Promise<DuesBreakup> {
  const data = await callAsCustomer(premium.getDuesBreakup, { policyNumbers: owned.map((p) => p.policyNo) });
  return {
    policies: data.policies.map((p) => ({
      policyNo: p.policyNo,
      policyName: p.policyName,
      included: p.included,
      dueDate: parseCoreDate(p.dueDate),
      lines: p.lines.map((l) => ({ code: l.code, label: l.label, amount: Number(l.amount) })),
      total: Number(p.totalAmount),
      totalAmount: p.totalAmount,
      message: p.message,
    })),
    total: Number(data.totalAmount),
    totalAmount: data.totalAmount,
  };
}

/**
 * Starts one gateway transaction for the dues the customer was shown: each policy as the ownership
 * gate answered for it, with its due date (ISO) as the page showed it, the amounts as the core quoted them just now. The core pays all or none.
 */
export async function createDuesOrder(
  shown: Array<{ policy: OwnedPolicy; dueDate: string }>,
  breakup: DuesBreakup,
  returnUrl: string,
) {
  const { clientId } = await requireAuth();
  const quoted = new Map(breakup.policies.map((p) => [p.policyNo, p.totalAmount]));
  return callAsCustomer(premium.createMultiOrder, {
    clientId,
    amount: breakup.totalAmount,
    returnUrl,
    policies: shown.map(({ policy, dueDate }) => ({
      policyNo: policy.policyNo,
      dueDate: toCoreDate(dueDate),
      amount: quoted.get(policy.policyNo) ?? '0.00',
    })),
  });
}
