import type { Db } from '../store/db';
import { latestNavDay, setUnits } from '../store/funds';
import { markWithdrawalSettled, openWithdrawal, withdrawalOf } from '../store/ulip-money';
import { fail, type Failure } from './failure';
import { type FundCode, loadFundBook } from './fund-book';
import { planWithdrawal } from './ulip-money-rules';

/** Settling a partial withdrawal (issue 27 §6), kept apart so the back office's approval can call it. */
/** The back office's approval: the units redeemed at today's NAV; refused (409) when the funds no longer cover it. */
export function settleWithdrawal(db: Db, policyId: number, now: number): Failure | null {
  const open = openWithdrawal(db, policyId);
  const w = open && withdrawalOf(db, open.sr_number);
  if (!open || !w) return fail(409, 'No partial withdrawal is open on this policy.');
  const book = loadFundBook(db, policyId);
  const sources = new Map(Object.entries(JSON.parse(w.sources_json) as Record<string, number>)) as Map<FundCode, number>;
  // The minimum that must remain is checked again: NAVs may have fallen since the request.
  const plan = planWithdrawal(book, w.amount_paise, sources);
  if (!plan.ok) return fail(409, plan.message);
  for (const [code, units] of plan.units) {
    const f = book.find((x) => x.code === code);
    if (f) setUnits(db, policyId, code, Number(f.unitsE4 - units));
  }
  markWithdrawalSettled(db, {
    srNumber: open.sr_number,
    redeemed: Object.fromEntries([...plan.units].map(([k, v]) => [k, Number(v)])),
    navDate: latestNavDay(db),
    now,
  });
  return null;
}
