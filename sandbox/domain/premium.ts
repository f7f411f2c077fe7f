import { addYears, daysBetween } from '../store/calendar';
import type { Db } from '../store/db';
import { coveragesOf, type PolicyRow } from '../store/policies';

/**
 * What the core charges for the premium now due. The sandbox's rules (see
 * README "Premium rules"): GST is 0% on a ULIP premium (the tax falls on its
 * charges, not on the premium), 4.5% on the first year's premiums of other
 * plans and 2.25% on renewals; a late fee of 1.5% of the instalment per
 * started 30 days overdue, at least ₹100, untaxed. Everything is integer paise.
 */
export const GST_BP = { ulip: 0, firstYear: 450, renewal: 225 } as const;
export const LATE_FEE_BP_PER_MONTH = 150;
export const MIN_LATE_FEE_PAISE = 10_000;
/** Same window as the portal's Pay Now: a due within 30 days reads 'Premium Due'. */
export const DUE_SOON_DAYS = 30;

const squash = (s: string) => s.replace(/[\s-]+/g, '').toLowerCase();

/** SPEC §9: single premium and fully paid policies never take another premium (spaces and case ignored). */
export const takesNoPremium = (premiumStatus: string) => ['singlepremium', 'fullypaid'].includes(squash(premiumStatus));

const FREQUENCY_MONTHS: Record<string, number> = { monthly: 1, quarterly: 3, halfyearly: 6, annual: 12, yearly: 12 };

/** Months one premium pays for; null for single-pay policies. */
export const frequencyMonths = (frequency: string): number | null => FREQUENCY_MONTHS[squash(frequency)] ?? null;

export const paymentsPerYear = (frequency: string) => 12 / (frequencyMonths(frequency) ?? 12);

export type LineCode = 'BASE' | 'RIDER' | 'TAX' | 'LATE_FEE';
export interface BreakupLine {
  code: LineCode;
  label: string;
  paise: number;
}
export interface Breakup {
  /** ISO day of the premium this pays */
  dueDate: string;
  lines: BreakupLine[];
  totalPaise: number;
}

/** The GST rate on the premium of `dueDate`, in basis points. */
export function gstBpOf(p: Pick<PolicyRow, 'is_ulip' | 'commencement_date'>, dueDate: string): number {
  if (p.is_ulip === 1) return GST_BP.ulip;
  return dueDate < addYears(p.commencement_date, 1) ? GST_BP.firstYear : GST_BP.renewal;
}

const pct = (bp: number) => `${bp / 100}%`;
const share = (paise: number, bp: number) => Math.round((paise * bp) / 10_000);

/** The breakup of the premium due, or null when the policy takes no premium. */
export function premiumBreakup(db: Db, p: PolicyRow, today: string): Breakup | null {
  if (takesNoPremium(p.premium_status) || !p.prem_due || frequencyMonths(p.payment_frequency) === null) return null;
  const lines: BreakupLine[] = coveragesOf(db, p.id).map((c) =>
    c.type === 'BASE'
      ? { code: 'BASE', label: 'Base premium', paise: c.premium_paise }
      : { code: 'RIDER', label: c.name, paise: c.premium_paise },
  );
  const instalment = lines.reduce((sum, l) => sum + l.paise, 0);

  const firstYear = p.prem_due < addYears(p.commencement_date, 1);
  const taxBp = gstBpOf(p, p.prem_due);
  const taxLabel =
    p.is_ulip === 1 ? 'GST (not levied on a ULIP premium)' : `GST @ ${pct(taxBp)} (${firstYear ? 'first year' : 'renewal'})`;
  lines.push({ code: 'TAX', label: taxLabel, paise: share(instalment, taxBp) });

  const overdueDays = daysBetween(p.prem_due, today);
  if (overdueDays > 0) {
    const months = Math.ceil(overdueDays / 30);
    const fee = Math.max(MIN_LATE_FEE_PAISE, share(instalment, LATE_FEE_BP_PER_MONTH * months));
    lines.push({ code: 'LATE_FEE', label: `Late fee (${months} ${months === 1 ? 'month' : 'months'} overdue)`, paise: fee });
  }
  return { dueDate: p.prem_due, lines, totalPaise: lines.reduce((sum, l) => sum + l.paise, 0) };
}

/** The premium status label, derived from the due date so it never goes stale as days pass. */
export function premiumStatusOf(p: Pick<PolicyRow, 'premium_status' | 'prem_due'>, today: string): string {
  if (takesNoPremium(p.premium_status) || !p.prem_due) return p.premium_status;
  const days = daysBetween(today, p.prem_due);
  if (days < 0) return 'Premium Overdue';
  return days <= DUE_SOON_DAYS ? 'Premium Due' : 'Premium Paid';
}
