import { takesNoPremium } from '@/lib/policy-rules';
import type { Policy } from '@/lib/types';

/**
 * Auto-pay (e-NACH) rules of SPEC §4 and §5, shared by the registration form, its server
 * action and the tests, so the browser and the server can never disagree on eligibility.
 */
/** Catalogue keys (enach.errors); the form words them, the actions send them as they are. */
export const ENACH_MESSAGES = {
  noPolicy: 'enach.errors.noPolicy',
  ineligible: 'enach.errors.ineligible',
  consent: 'enach.errors.consent',
} as const;

/**
 * SPEC §4 asks for "an allowed status code" without naming the list. IF and PD are the codes
 * the spec makes eligible for fund switch and premium redirection, the other recurring-premium
 * journeys, so auto-pay uses the same pair: a lapsed or paid-up policy has no premium to debit.
 */
export const ENACH_STATUS_CODES: readonly string[] = ['IF', 'PD'];

/** SPEC §9: the e-mandate SDK retries the bank step at most this often. */
export const ENACH_SDK_RETRY_COUNT = 3;

type Listable = Pick<Policy, 'premiumStatus'>;
type Checkable = Pick<Policy, 'premiumStatus' | 'statusCode'>;

/** Offered in the dropdown: anything that still takes premiums (single premium and fully paid never do). */
export function isEnachListed(p: Listable): boolean {
  return !takesNoPremium(p);
}

export function hasEnachStatus(p: Pick<Policy, 'statusCode'>): boolean {
  return ENACH_STATUS_CODES.includes(p.statusCode.trim().toUpperCase());
}

export function isEnachEligible(p: Checkable): boolean {
  return isEnachListed(p) && hasEnachStatus(p);
}

/** The policy's own error: none chosen, or chosen but not allowed. null when it may proceed. */
export function policyError(p: Checkable | undefined): string | null {
  if (!p) return ENACH_MESSAGES.noPolicy;
  return isEnachEligible(p) ? null : ENACH_MESSAGES.ineligible;
}

export interface EnachChoice {
  policy: Checkable | undefined;
  termsAccepted: boolean;
  disclaimerAccepted: boolean;
}

/** What Proceed says first, in the order the customer fills the form (SPEC §5 "Auto-pay"). */
export function enachFormError(c: EnachChoice): string | null {
  return policyError(c.policy) ?? (c.termsAccepted && c.disclaimerAccepted ? null : ENACH_MESSAGES.consent);
}

const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();

/** 'Modify' when the policy already pays by debit (an existing mandate is replaced), else 'Proceed' (enach.buttons). */
export function buttonLabel(p: Pick<Policy, 'paymentType'> | undefined): 'modify' | 'proceed' {
  return p && lower(p.paymentType).includes('debit') ? 'modify' : 'proceed';
}

/** 0 cash or cheque, 1 debit, 2 anything else; 'contains' and case-insensitive. */
export function paymentTypeGroup(paymentType: string | null | undefined): 0 | 1 | 2 {
  const t = lower(paymentType);
  if (t.includes('cash') || t.includes('cheque')) return 0;
  return t.includes('debit') ? 1 : 2;
}

/** A real calendar date as YYYY-MM-DD, else null (so '2026-02-30' counts as invalid). */
function validIso(s: string | null | undefined): string | null {
  if (!s || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return null;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s ? s : null;
}

type Orderable = Pick<Policy, 'paymentType' | 'paidToDate'>;

/**
 * SPEC §4 "Policy ordering in auto-pay list" as a comparator: payment-type group, then paidToDate
 * (today or later ascending, then past descending, then invalid or missing). ISO dates compare
 * as strings. Ties return 0 so a stable sort keeps the core's own order.
 */
export function compareForAutoPay(a: Orderable, b: Orderable, today: string): number {
  const byGroup = paymentTypeGroup(a.paymentType) - paymentTypeGroup(b.paymentType);
  if (byGroup !== 0) return byGroup;
  const da = validIso(a.paidToDate);
  const db = validIso(b.paidToDate);
  const bucket = (d: string | null) => (d === null ? 2 : d >= today ? 0 : 1);
  const byBucket = bucket(da) - bucket(db);
  if (byBucket !== 0 || da === null || db === null || da === db) return byBucket;
  const ascending = da < db ? -1 : 1;
  return bucket(da) === 0 ? ascending : -ascending;
}

/** A new, ordered array; the input is left alone. today is YYYY-MM-DD (India). */
export function orderForAutoPay<T extends Orderable>(policies: readonly T[], today: string): T[] {
  return [...policies].sort((a, b) => compareForAutoPay(a, b, today));
}

/** The one preselected policy: the first eligible in list order, or none. */
export function preselectedPolicy<T extends Checkable & Pick<Policy, 'policyNo'>>(ordered: readonly T[]): string {
  return ordered.find(isEnachEligible)?.policyNo ?? '';
}
