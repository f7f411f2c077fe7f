import { MAX_PERCENT } from '@/lib/constants';
import { PERCENT_MAX_CHARS, sanitisePercentInput } from '@/lib/percent-input';
import { isPremiumRedirectionEligible, statusTag } from '@/lib/policy-rules';
import type { Policy, StatusTone } from '@/lib/types';

/**
 * SPEC §5 "Premium redirection", word for word in English, as catalogue keys. `total` takes the
 * total as {total}: the form words it with the total it shows.
 */
export const REDIRECTION_MESSAGES = {
  terms: 'premiumRedirection.errors.terms',
  noFund: 'premiumRedirection.errors.noFund',
  total: 'premiumRedirection.errors.total',
  /** Only a request that did not come from the form can break this; the form cannot type it. */
  range: 'premiumRedirection.errors.range',
} as const;

/** SPEC §5: each box takes up to 3 characters; the same box as the fund switch's. */
export { PERCENT_MAX_CHARS };

export const isRedirectionEligible = isPremiumRedirectionEligible;

/** Card border of SPEC §2: only Lapsed and Premium Overdue stand out; anything else reads as fine. */
export function cardTone(policy: Policy, today: string): Extract<StatusTone, 'raspberry' | 'amber' | 'green'> {
  // Only a lapsed policy takes the raspberry tag and only an overdue premium the amber one.
  const { tone } = statusTag(policy, today);
  return tone === 'raspberry' || tone === 'amber' ? tone : 'green';
}

/**
 * What a percentage box keeps of what was typed or pasted: digits only, at most 3 characters,
 * capped at 100 ("150" becomes "100" rather than vanishing). Shared with the fund switch so the
 * two forms' boxes behave alike.
 */
export const sanitisePercent = sanitisePercentInput;

/** A box's value as a number: empty counts as 0 (SPEC §5). */
export function percentOf(text: string): number {
  const clean = sanitisePercent(text);
  return clean === '' ? 0 : Number(clean);
}

export interface FundAllocationEntry {
  fundCode: string;
  percent: number;
}

export function totalAllocation(allocations: readonly FundAllocationEntry[]): number {
  return allocations.reduce((sum, a) => sum + a.percent, 0);
}

const inRange = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_PERCENT;

export interface AllocationInput {
  allocations: readonly FundAllocationEntry[];
  termsAccepted: boolean;
}

/**
 * The first rule the allocation breaks, or null. Order:
 *  1. range: a malformed number makes every later check meaningless (and only a hand-made
 *     request can get here);
 *  2. terms: the precondition for submitting at all; the form's Next is disabled without it;
 *  3. at least one fund above 0: all zeros also totals 0, and "allocate to at least one option"
 *     tells the customer what to do better than "Total allocation is 0%";
 *  4. total = 100.
 */
export function validateAllocation({ allocations, termsAccepted }: AllocationInput): string | null {
  if (!allocations.every((a) => inRange(a.percent))) return REDIRECTION_MESSAGES.range;
  if (!termsAccepted) return REDIRECTION_MESSAGES.terms;
  if (!allocations.some((a) => a.percent > 0)) return REDIRECTION_MESSAGES.noFund;
  const total = totalAllocation(allocations);
  if (total !== MAX_PERCENT) return REDIRECTION_MESSAGES.total;
  return null;
}

/** The form's text boxes as entries, in the order the funds are listed. */
export function allocationsFromInputs(codes: readonly string[], inputs: Readonly<Record<string, string>>): FundAllocationEntry[] {
  return codes.map((fundCode) => ({ fundCode, percent: percentOf(inputs[fundCode] ?? '') }));
}
