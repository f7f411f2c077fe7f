import { addMonthsClamped, daysBetween } from '../store/calendar';
import type { Db } from '../store/db';
import { liveMandateOf } from '../store/enach';
import type { PolicyRow } from '../store/policies';
import { type Revival, REVIVAL_INTEREST_BP, REVIVAL_LATE_FEE_PAISE, revival } from './policy-values';
import { DUE_SOON_DAYS, frequencyMonths, premiumBreakup, takesNoPremium } from './premium';

/**
 * What a policy can be paid now, and how much: the one rule behind the policy card's amount, the
 * premium breakup, Pay Now, Pay in advance and Reinstatement (issue 24 §1, §2).
 *
 * - DUE: a premium overdue (not lapsed) or due within the Pay Now window: the premium breakup.
 * - REVIVAL: a lapsed policy. Paying it is reviving it, so Pay Premium and Reinstatement charge
 *   the same revival amount (every instalment due up to today, its GST, revival interest and the
 *   revival fee), line by line. A lapse past the no-declaration limit cannot be paid online.
 * - ADVANCE: the next premium, not yet in the Pay Now window but within the advance window
 *   (`advanceMonths` before its due date). On a policy whose auto-pay will debit it, the customer
 *   must confirm paying it now instead (`autoPayDebitDate`).
 * - NONE: nothing can be paid now; `nextDueDate` says when the next premium falls due.
 */
export const DEFAULT_ADVANCE_PREMIUM_MONTHS = 3;

export const DUE_MESSAGES = {
  noDue: 'No premium is due on this policy.',
  declarationNeeded:
    'Your policy has been lapsed for more than 180 days. Please raise a reinstatement request with a declaration of good health; we will tell you the next steps.',
} as const;

export type QuoteKind = 'DUE' | 'REVIVAL' | 'ADVANCE' | 'NONE';
export type QuoteLineCode = 'BASE' | 'RIDER' | 'TAX' | 'LATE_FEE' | 'OVERDUE_PREMIUMS' | 'INTEREST';
export interface QuoteLine {
  code: QuoteLineCode;
  label: string;
  paise: number;
}
export interface PremiumQuote {
  kind: QuoteKind;
  /** whether it can be paid online now */
  payable: boolean;
  /** ISO day of the (first) premium this pays; null when nothing is payable */
  dueDate: string | null;
  /** ISO day of the next premium, when nothing is payable now and one will fall due */
  nextDueDate: string | null;
  lines: QuoteLine[];
  totalPaise: number;
  /** instalments it pays, from dueDate on */
  instalments: number;
  /** why it cannot be paid online, in words; null when it can */
  message: string | null;
  /** an advance the policy's auto-pay would debit on this day: paying it needs the customer's yes */
  autoPayDebitDate: string | null;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The revival amount's lines: the same labels and amounts wherever a revival is shown. */
export function revivalLines(r: Revival): QuoteLine[] {
  const months = Math.max(0, ...r.dues.map((d) => d.months));
  return [
    { code: 'OVERDUE_PREMIUMS', label: `Overdue premiums (${plural(r.dues.length, 'instalment')})`, paise: r.premiumsPaise },
    { code: 'TAX', label: 'GST on the premiums', paise: r.taxPaise },
    {
      code: 'INTEREST',
      label: `Revival interest at ${REVIVAL_INTEREST_BP / 100}% a year (${plural(months, 'month')})`,
      paise: r.interestPaise,
    },
    { code: 'LATE_FEE', label: `Revival fee (₹${REVIVAL_LATE_FEE_PAISE / 100} an instalment)`, paise: r.lateFeePaise },
  ];
}

/** Whether the policy's auto-pay will debit the premium of `dueDate` (a live mandate not paused past it). */
export function autoPayDebits(db: Db, p: PolicyRow, dueDate: string): boolean {
  const m = liveMandateOf(db, p.id);
  return m !== undefined && (m.paused_until === null || dueDate >= m.paused_until);
}

const nothing = (message: string, nextDueDate: string | null = null, kind: QuoteKind = 'NONE'): PremiumQuote => ({
  kind,
  payable: false,
  dueDate: null,
  nextDueDate,
  lines: [],
  totalPaise: 0,
  instalments: 0,
  message,
  autoPayDebitDate: null,
});

export function premiumQuote(db: Db, p: PolicyRow, today: string, o: { advanceMonths?: number } = {}): PremiumQuote {
  if (takesNoPremium(p.premium_status) || !p.prem_due || frequencyMonths(p.payment_frequency) === null) {
    return nothing(DUE_MESSAGES.noDue);
  }
  if (p.status_code === 'LA') {
    const r = revival(p, today);
    if (!r.eligible || !r.lapsedSince) return nothing(r.reason ?? DUE_MESSAGES.noDue);
    const lines = revivalLines(r);
    return {
      kind: 'REVIVAL',
      payable: !r.needsHealthDeclaration,
      dueDate: r.lapsedSince,
      nextDueDate: null,
      lines,
      totalPaise: r.totalPaise,
      instalments: r.dues.length,
      message: r.needsHealthDeclaration ? DUE_MESSAGES.declarationNeeded : null,
      autoPayDebitDate: null,
    };
  }
  const b = premiumBreakup(db, p, today);
  if (!b) return nothing(DUE_MESSAGES.noDue);
  const daysToDue = daysBetween(today, b.dueDate);
  const advanceOpens = addMonthsClamped(b.dueDate, -(o.advanceMonths ?? DEFAULT_ADVANCE_PREMIUM_MONTHS));
  const kind: QuoteKind = daysToDue <= DUE_SOON_DAYS ? 'DUE' : today >= advanceOpens ? 'ADVANCE' : 'NONE';
  if (kind === 'NONE') return nothing(DUE_MESSAGES.noDue, b.dueDate);
  return {
    kind,
    payable: true,
    dueDate: b.dueDate,
    nextDueDate: null,
    lines: b.lines,
    totalPaise: b.totalPaise,
    instalments: 1,
    message: null,
    autoPayDebitDate: kind === 'ADVANCE' && autoPayDebits(db, p, b.dueDate) ? b.dueDate : null,
  };
}

/** The amount a policy card shows as payable: what is due now (a revival's total on a lapsed policy). */
export function amountDuePaise(db: Db, p: PolicyRow, today: string): number | null {
  if (p.status_code === 'LA') {
    const q = premiumQuote(db, p, today);
    if (q.kind === 'REVIVAL') return q.totalPaise;
  }
  return premiumBreakup(db, p, today)?.totalPaise ?? null;
}

/** A payment made before its premium's Pay Now window opened: an advance premium. */
export const isAdvancePayment = (paidOn: string, dueDate: string | null) =>
  dueDate !== null && daysBetween(paidOn, dueDate) > DUE_SOON_DAYS;

export const advanceNote = (dueDateDmy: string) => `Advance premium for the instalment due ${dueDateDmy}`;
