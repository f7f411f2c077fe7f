import { CODES, policyServices as contract } from '@portal/contracts';
import { istToday } from '../store/calendar';
import type { Db } from '../store/db';
import { abandonInitiated, insertOrder, liveOrderStatuses, type OrderRow } from '../store/orders';
import type { PolicyRow } from '../store/policies';
import { fail, type Failure } from './failure';
import { LEDGER_MESSAGES } from './ledger';
import { type Revival, revival } from './policy-values';
import { raiseServiceRequest } from './service-requests';

/**
 * Reinstating a lapsed policy (issue 10 §1). A short lapse is paid off online: one order for the
 * revival amount through the premium gateway and ledger (purpose REINSTATEMENT, every overdue
 * instalment at once), so the same one-payment-per-due rule holds and a success writes the receipt
 * and puts the policy back In Force (ledger.ts). A lapse longer than 180 days needs a declaration of
 * good health: the customer raises 'Policy Reinstatement Request' and the back office takes it on.
 */
export const REINSTATEMENT_MESSAGES = {
  declarationNeeded:
    'Your policy has been lapsed for more than 180 days. Please raise a reinstatement request with a declaration of good health; we will tell you the next steps.',
  payOnline: 'Pay the revival amount online to reinstate this policy.',
} as const;

export const revivalNote = (r: Revival) =>
  !r.eligible
    ? (r.reason ?? '')
    : r.needsHealthDeclaration
      ? REINSTATEMENT_MESSAGES.declarationNeeded
      : 'Pay the revival amount online and your policy is in force again at once. No health declaration is needed.';

export function openReinstatementOrder(
  db: Db,
  a: { customerId: number; policy: PolicyRow; amountPaise: number | null; returnUrl: string; now: number },
): { ok: true; order: OrderRow } | Failure {
  return db.transaction((): { ok: true; order: OrderRow } | Failure => {
    const r = revival(a.policy, istToday(a.now));
    if (!r.eligible || !r.lapsedSince) return fail(CODES.BAD_REQUEST, r.reason ?? LEDGER_MESSAGES.noDue);
    if (r.needsHealthDeclaration) return fail(CODES.BAD_REQUEST, REINSTATEMENT_MESSAGES.declarationNeeded);
    if (a.amountPaise !== r.totalPaise) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.amountChanged);
    const live = liveOrderStatuses(db, a.policy.id, r.lapsedSince);
    if (live.includes('SUCCESS')) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.paid);
    if (live.length) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.pending);
    abandonInitiated(db, a.policy.id, r.lapsedSince, a.now);
    const order = insertOrder(db, {
      customerId: a.customerId,
      policyId: a.policy.id,
      dueDate: r.lapsedSince,
      amountPaise: r.totalPaise,
      returnUrl: a.returnUrl,
      now: a.now,
      purpose: 'REINSTATEMENT',
      premiums: r.dues.length,
    });
    return { ok: true, order };
  })();
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
