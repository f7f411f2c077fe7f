import { CODES } from '@portal/contracts';
import { istToday } from '../store/calendar';
import type { Db } from '../store/db';
import type { PolicyRow } from '../store/policies';
import { insertWithdrawal, openWithdrawal } from '../store/ulip-money';
import { raiseChangeRequest } from './change-requests';
import { fail, type Failure } from './failure';
import { type FundCode, loadFundBook } from './fund-book';
import { inr } from './format';
import { planWithdrawal, WITHDRAWAL_RULES, withdrawalRefusal } from './ulip-money-rules';

/**
 * A partial withdrawal (issue 27 §6): a request confirmed with an OTP, which the back office
 * settles (ulip-settlement.ts) to the bank account on record at the time, so a verified change of
 * account is followed without this knowing of it.
 */
export const WITHDRAWAL_SUBJECT = 'Partial Withdrawal Request';

const bad = (message: string) => fail(CODES.BAD_REQUEST, message);
const record = (m: ReadonlyMap<FundCode, number>) => Object.fromEntries(m);

/** What stops a withdrawal before its form, or null: the policy, the lock-in, an open one, the funds. */
export const withdrawalBlock = (db: Db, p: PolicyRow, now: number) =>
  withdrawalRefusal(p, istToday(now), loadFundBook(db, p.id), openWithdrawal(db, p.id) !== undefined);

/** Why this withdrawal cannot be raised, or null: the block before the form, then the amount and funds. */
export function withdrawalProblem(
  db: Db,
  p: PolicyRow,
  amountPaise: number | null,
  sources: ReadonlyMap<FundCode, number>,
  now: number,
): Failure | null {
  const blocked = withdrawalBlock(db, p, now);
  if (blocked) return bad(blocked);
  const plan = planWithdrawal(loadFundBook(db, p.id), amountPaise, sources);
  return plan.ok ? null : bad(plan.message);
}

/** Raises the withdrawal request (its OTP already checked): every rule again, then the request. */
export function raiseWithdrawal(
  db: Db,
  a: {
    customerId: number;
    policy: PolicyRow;
    amountPaise: number | null;
    sources: Map<FundCode, number>;
    now: number;
  },
): { ok: true; srNumber: string } | Failure {
  const refused = withdrawalProblem(db, a.policy, a.amountPaise, a.sources, a.now);
  if (refused) return refused;
  const amountPaise = a.amountPaise as number;
  return db.transaction(() => {
    const raised = raiseChangeRequest(db, {
      customerId: a.customerId,
      policyId: a.policy.id,
      subject: WITHDRAWAL_SUBJECT,
      now: a.now,
      description:
        `Partial withdrawal of ₹${inr(amountPaise)} (charge ₹${inr(WITHDRAWAL_RULES.chargePaise)}), ` +
        'to be paid into the bank account on record',
      change: {
        kind: 'PARTIAL_WITHDRAWAL',
        payload: { policyId: a.policy.id, amountPaise, chargePaise: WITHDRAWAL_RULES.chargePaise },
      },
    });
    if (raised.ok)
      insertWithdrawal(db, {
        srNumber: raised.srNumber,
        policyId: a.policy.id,
        amountPaise,
        chargePaise: WITHDRAWAL_RULES.chargePaise,
        sources: record(a.sources),
        now: a.now,
      });
    return raised;
  })();
}
