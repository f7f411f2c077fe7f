import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { premiumsPaidPaise } from '../domain/ledger';
import { frequencyMonths, gstBpOf } from '../domain/premium';
import { premiumsPaidCount } from '../domain/policy-values';
import { openSeeded } from '../http/core';
import { addMonthsClamped } from '../store/calendar';
import { coveragesOf, type PolicyRow } from '../store/policies';
import { receiptsOf } from '../store/receipts';

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-ledger-'));
const db = openSeeded(dataDir, Date.now());
afterAll(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the premium ledger’s seed', () => {
  const policies = db.prepare('SELECT * FROM policies ORDER BY policy_no').all() as PolicyRow[];

  it.each(policies.map((p) => [p.policy_no, p] as const))(
    '%s: one receipt a premium from commencement to the paid-to date, each charged as the rules charge it',
    (_no, p) => {
      const months = frequencyMonths(p.payment_frequency);
      const entries = receiptsOf(db, p.id).reverse();
      expect(entries).toHaveLength(premiumsPaidCount(p));
      const instalment = coveragesOf(db, p.id).reduce((sum, c) => sum + c.premium_paise, 0);
      entries.forEach((r, i) => {
        expect(r.due_date).toBe(months === null ? p.commencement_date : addMonthsClamped(p.commencement_date, months * i));
        expect(r.receipt_date <= (r.due_date as string)).toBe(true);
        expect(r.premium_paise).toBe(instalment);
        expect(r.gst_bp).toBe(gstBpOf(p, r.due_date as string));
        expect(r.gst_paise).toBe(Math.round((instalment * r.gst_bp) / 10_000));
        expect(r.amount_paise).toBe(r.premium_paise + r.gst_paise + r.charges_paise);
        expect(r.supply_state).toBe(p.policy_no === '40000001' ? 'Kerala' : 'Maharashtra');
      });
      // The last premium paid is the one just before the paid-to date.
      if (months !== null && p.paid_to_date)
        expect(addMonthsClamped(entries.at(-1)?.due_date as string, months)).toBe(p.paid_to_date);
      expect(premiumsPaidPaise(db, p.id)).toBe(premiumsPaidCount(p) * instalment);
    },
  );
});
