import { addDays, addMonthsClamped } from '../calendar';
import { customerById } from '../customers';
import type { Db } from '../db';
import { uniqueNumber } from '../ids';
import type { PolicyRow } from '../policies';
import { insertReceipt, type ReceiptParts, receiptedDues } from '../receipts';

/**
 * The premium ledger's history: every premium each policy received before the portal existed,
 * from its commencement up to its paid-to date (a single premium once, at commencement), so the
 * payment history, the premium paid certificate and the surrender quote's premiums paid agree
 * from the first day. Dates hang off each policy's stored dates, so this fits a database seeded
 * on any earlier day too: it also runs when such a database is upgraded, and then leaves alone
 * the dues it already holds a receipt for. Also: which policies have an e-policy on file (all but
 * 20000001, whose download answers 422).
 */
const MODES: Record<string, string[]> = {
  '10000001': ['UPI', 'Net Banking', 'Debit Card'],
  '10000002': ['Cheque at branch', 'Net Banking'],
  '10000003': ['Cheque at branch'],
  '20000001': ['Cash at branch'],
  '20000002': ['e-NACH Auto Debit'],
  '20000003': ['Cheque at branch', 'Net Banking'],
  '30000001': ['Cheque at branch'],
  '50000001': ['Cash at branch', 'Cheque at branch'],
  '40000001': ['UPI', 'Credit Card'],
};
const AUTO_DEBIT = 'e-NACH Auto Debit';
/** Customers paying themselves pay a couple of days ahead; an auto-pay debit lands on the due date. */
const DAYS_AHEAD = 2;
export const NO_E_POLICY = ['20000001'];

/**
 * What a past premium cost is the insurer's rule, not the store's: the caller
 * passes it in, so the seed charges what the core would have charged then.
 */
export interface PremiumRules {
  /** months one premium pays for; null for single-pay policies */
  frequencyMonths(frequency: string): number | null;
  /** the parts of the premium of `dueDate` paid on `paidOn` */
  charged(policy: PolicyRow, dueDate: string, paidOn: string): ReceiptParts;
  /** GST's place of supply for a customer at this address */
  supplyState(address: string | null): string | null;
}

/** The dues a policy has paid: commencement up to (not including) its paid-to date; a single premium once. */
export function paidDues(p: PolicyRow, months: number | null): string[] {
  if (months === null) return [p.commencement_date];
  const dues: string[] = [];
  for (let i = 0; p.paid_to_date; i++) {
    const due = addMonthsClamped(p.commencement_date, months * i);
    if (due >= p.paid_to_date) break;
    dues.push(due);
  }
  return dues;
}

export function seedPremiumHistory(db: Db, now: number, rules: PremiumRules): void {
  const policies = db.prepare('SELECT * FROM policies ORDER BY policy_no').all() as PolicyRow[];
  const entries = policies.flatMap((p) => {
    const modes = MODES[p.policy_no] ?? ['Cheque at branch'];
    const owner = customerById(db, p.owner_id);
    const state = rules.supplyState(owner.mailing_address ?? owner.permanent_address);
    const held = receiptedDues(db, p.id);
    return paidDues(p, rules.frequencyMonths(p.payment_frequency)).flatMap((due, i) => {
      if (held.has(due)) return [];
      const mode = modes[i % modes.length] as string;
      const paidOn = i === 0 || mode === AUTO_DEBIT ? due : addDays(due, -DAYS_AHEAD);
      return [{ p, due, paidOn, mode, state }];
    });
  });
  // Oldest first across policies, so receipt numbers are issued in time order as real ones are.
  entries.sort((a, b) => a.paidOn.localeCompare(b.paidOn));
  for (const e of entries) {
    insertReceipt(db, {
      policyId: e.p.id,
      orderId: null,
      transactionId: uniqueNumber(db, ['orders', 'transaction_id'], 'TXN', 12),
      parts: rules.charged(e.p, e.due, e.paidOn),
      supplyState: e.state,
      receiptDate: e.paidOn,
      paymentMode: e.mode,
      dueDate: e.due,
      now,
    });
  }
  db.prepare(
    `INSERT OR IGNORE INTO e_policies (policy_id, issued_on)
    SELECT id, commencement_date FROM policies WHERE policy_no NOT IN (${NO_E_POLICY.map(() => '?').join(', ')})`,
  ).run(...NO_E_POLICY);
}
