import type { Db } from '../db';
import { addDays, addMonthsClamped } from '../../domain/format';
import type { PolicyRow } from '../../domain/policy-view';
import { uniqueNumber } from '../../domain/ids';
import { frequencyMonths, premiumBreakup } from '../../domain/premium';

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

export function seedPremiumHistory(db: Db, now: number): void {
  const byNo = db.prepare('SELECT * FROM policies WHERE policy_no = ?');
  const insert = db.prepare(`INSERT INTO receipts (receipt_no, policy_id, order_id, transaction_id, amount_paise,
    receipt_date, payment_mode, due_date, created_at) VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?)`);
  for (const h of HISTORY) {
    const p = byNo.get(h.policyNo) as PolicyRow | undefined;
    if (!p?.prem_due) continue;
    const months = frequencyMonths(p.payment_frequency) ?? 12;
    // Oldest first, so receipt ids follow time like real ones would.
    h.modes.forEach((mode, i) => {
      const due = addMonthsClamped(p.prem_due as string, -months * (h.modes.length - i));
      const paidOn = addDays(due, -h.paidBefore);
      const amount = premiumBreakup(db, { ...p, prem_due: due }, paidOn)?.totalPaise ?? p.modal_premium_paise;
      insert.run(
        uniqueNumber(db, ['receipts', 'receipt_no'], 'RCPT', 10), p.id, uniqueNumber(db, ['orders', 'transaction_id'], 'TXN', 12),
        amount, paidOn, mode, due, now,
      );
    });
  }
  db.prepare(`INSERT OR IGNORE INTO e_policies (policy_id, issued_on)
    SELECT id, commencement_date FROM policies WHERE policy_no NOT IN (${NO_E_POLICY.map(() => '?').join(', ')})`)
    .run(...NO_E_POLICY);
}
