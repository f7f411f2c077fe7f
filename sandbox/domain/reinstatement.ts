import { CODES, policyServices as contract } from '@portal/contracts';
import { istToday } from '../store/calendar';
import type { Db } from '../store/db';
import type { OrderRow } from '../store/orders';
import type { PolicyRow } from '../store/policies';
import { fail, type Failure } from './failure';
import { LEDGER_MESSAGES, openOrder } from './ledger';
import { DUE_MESSAGES } from './premium-due';
import { type Revival, revival } from './policy-values';
import { raiseServiceRequest } from './service-requests';

/**
 * Reinstating a lapsed policy (issue 10 §1). A short lapse is paid off online: one order for the
 * revival amount (premium-due.ts, the same rule as Pay Premium's) through the premium gateway and ledger (purpose REINSTATEMENT, every overdue
 * instalment at once), so the same one-payment-per-due rule holds and a success writes the receipt
 * and puts the policy back In Force (ledger.ts). A lapse longer than 180 days needs a declaration of
 * good health: the customer raises 'Policy Reinstatement Request' and the back office takes it on.
 */
export const REINSTATEMENT_MESSAGES = {
  declarationNeeded: DUE_MESSAGES.declarationNeeded,
  payOnline: 'Pay the revival amount online to reinstate this policy.',
} as const;

export const revivalNote = (r: Revival) =>
  !r.eligible
    ? (r.reason ?? '')
    : r.needsHealthDeclaration
      ? REINSTATEMENT_MESSAGES.declarationNeeded
      : 'Pay the revival amount online and your policy is in force again at once. No health declaration is needed.';

/** Pay & Reinstate: the ledger's one order rule, for a revival only (premium-due.ts). */
export function openReinstatementOrder(
  db: Db,
  a: { customerId: number; policy: PolicyRow; amountPaise: number | null; returnUrl: string; now: number },
): { ok: true; order: OrderRow } | Failure {
  if (a.amountPaise === null) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.amountChanged);
  return openOrder(db, { ...a, amountPaise: a.amountPaise, revivalOnly: true });
}

export function raiseReinstatement(
  db: Db,
  a: { customerId: number; policy: PolicyRow; now: number },
): { ok: true; srNumber: string } | Failure {
  const r = revival(a.policy, istToday(a.now));
  if (!r.eligible) return fail(CODES.BAD_REQUEST, r.reason ?? LEDGER_MESSAGES.noDue);
  if (!r.needsHealthDeclaration) return fail(CODES.BAD_REQUEST, REINSTATEMENT_MESSAGES.payOnline);
  return raiseServiceRequest(db, {
    customerId: a.customerId,
    policyId: a.policy.id,
    subject: contract.SERVICE_SUBJECTS.REINSTATEMENT,
    now: a.now,
    description:
      `Lapsed ${r.daysLapsed} days; revival amount as on raising ₹${(r.totalPaise / 100).toFixed(2)}; ` +
      'the customer declares good health',
  });
}
