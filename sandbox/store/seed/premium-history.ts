import { addDays, addMonthsClamped } from '../calendar';
import type { Db } from '../db';
import { uniqueNumber } from '../ids';
import { policyByNo, type PolicyRow } from '../policies';
import { insertReceipt } from '../receipts';

/**
 * The schema v2 part of the seed: premiums paid before the portal existed, so
 * payment history is not empty, and which policies have an e-policy on file
 * (all but 20000001, whose download answers 422). Dates hang off each
 * policy's stored due date, so this fits a database seeded on any earlier day
 * too: it also runs when such a database is upgraded to v2.
 */
const HISTORY: Array<{ policyNo: string; paidBefore: number; modes: string[] }> = [
  { policyNo: '10000001', paidBefore: 2, modes: ['UPI', 'Net Banking', 'Debit Card'] },
  { policyNo: '20000002', paidBefore: 0, modes: ['e-NACH Auto Debit'] },
];
export const NO_E_POLICY = ['20000001'];

/**
 * What a past premium cost is the insurer's rule, not the store's: the caller
 * passes it in, so the seed charges what the core would have charged then.
 */
export interface PremiumRules {
  /** months one premium pays for; null for single-pay policies */
  frequencyMonths(frequency: string): number | null;
  /** paise due for the premium of `dueDate` paid on `paidOn` */
  amountDue(policy: PolicyRow, dueDate: string, paidOn: string): number;
}

export function seedPremiumHistory(db: Db, now: number, rules: PremiumRules): void {
  for (const h of HISTORY) {
    const p = policyByNo(db, h.policyNo);
    if (!p?.prem_due) continue;
    const months = rules.frequencyMonths(p.payment_frequency) ?? 12;
    // Oldest first, so receipt ids follow time like real ones would.
    h.modes.forEach((mode, i) => {
      const due = addMonthsClamped(p.prem_due as string, -months * (h.modes.length - i));
      const paidOn = addDays(due, -h.paidBefore);
      insertReceipt(db, {
        policyId: p.id,
        orderId: null,
        transactionId: uniqueNumber(db, ['orders', 'transaction_id'], 'TXN', 12),
        amountPaise: rules.amountDue(p, due, paidOn),
        receiptDate: paidOn,
        paymentMode: mode,
        dueDate: due,
        now,
      });
    });
  }
  db.prepare(
    `INSERT OR IGNORE INTO e_policies (policy_id, issued_on)
    SELECT id, commencement_date FROM policies WHERE policy_no NOT IN (${NO_E_POLICY.map(() => '?').join(', ')})`,
  ).run(...NO_E_POLICY);
}
