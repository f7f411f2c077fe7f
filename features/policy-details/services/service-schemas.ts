import { z } from 'zod';
import { FREQUENCIES, MIN_LOAN_RUPEES, type Frequency } from '@portal/contracts/policy-services';
import { GENERIC_ERROR } from '@/lib/constants';
import { formatRupees } from '@/lib/format';

/*
 * The policy services' forms, one schema each, shared by the dialog (react-hook-form) and its
 * server action. The core judges every request again; the portal copies the loan amount's rule
 * only to answer as the customer types (tests/unit/policy-services.test.ts holds it to the core's).
 * Messages are catalogue keys (messages/*.json, policyDetails) the fields word; the core's own
 * refusals of the same rules (LOAN_MESSAGES) come worded in the page's language by the core.
 */
const malformed = { error: GENERIC_ERROR };
const policyNo = z.string(malformed).regex(/^\d{8}$/, malformed);

export const policyServiceSchema = z.object({ policyNo }, malformed);

/** Whole rupees or rupees and paise; '50,000' and '₹ 50000' read as 50000. */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
export const normaliseAmount = (typed: string) => typed.replace(/[₹,\s]/g, '');

export const LOAN_AMOUNT_MESSAGES = {
  enterAmount: 'policyDetails.loan.errors.enterAmount',
  belowMinimum: 'policyDetails.loan.errors.belowMinimum',
} as const;

/**
 * The screen's limit: the core's eligible amount as loanDetails sent it, and the sentence that
 * names it ('… your eligible amount of ₹1,23,456.00.', worded by the screen in its language with
 * the maximum in Indian grouping, as the core names it).
 */
export interface LoanLimit {
  eligible: number;
  aboveEligible: (max: string) => string;
}

/** What the core would say of this amount before its own look at the policy, or null. */
export function loanAmountIssue(typed: string, limit?: LoanLimit): string | null {
  const text = normaliseAmount(typed);
  if (!AMOUNT.test(text) || Number(text) <= 0) return LOAN_AMOUNT_MESSAGES.enterAmount;
  const amount = Number(text);
  if (amount < MIN_LOAN_RUPEES) return LOAN_AMOUNT_MESSAGES.belowMinimum;
  if (limit && amount > limit.eligible) return limit.aboveEligible(formatRupees(limit.eligible, 2));
  return null;
}

const amountField = (limit?: LoanLimit) =>
  z
    .string({ error: LOAN_AMOUNT_MESSAGES.enterAmount })
    .superRefine((typed, ctx) => {
      const issue = loanAmountIssue(typed, limit);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    })
    // The core takes a decimal string with 2 places.
    .transform((typed) => Number(normaliseAmount(typed)).toFixed(2));

/** The loan form: with the eligible amount on the screen, without it in the action (the core knows it). */
export const loanAmountSchema = (limit?: LoanLimit) => z.object({ policyNo, amount: amountField(limit) }, malformed);
export type LoanAmountInput = z.input<ReturnType<typeof loanAmountSchema>>;

export const loanRequestSchema = z.object(
  { policyNo, amount: amountField(), srRequestToken: z.string(malformed).min(1, malformed).max(200, malformed) },
  malformed,
);

export const DECLARATION_MESSAGE = 'policyDetails.revival.errors.declaration';
export const reinstatementRequestSchema = z.object(
  { policyNo, declarationAccepted: z.literal(true, { error: DECLARATION_MESSAGE }) },
  malformed,
);

export const FREQUENCY_MESSAGE = 'policyDetails.frequency.errors.required';
const FREQUENCY_KEYS = { Annual: 'annual', 'Half-Yearly': 'halfYearly', Quarterly: 'quarterly', Monthly: 'monthly' } as const;
/**
 * A frequency's key in the catalogue (policyDetails.frequency.names / .how: 'Half-Yearly' and
 * 'half-yearly'), or null for one the core has not offered before: shown as the core sent it.
 */
export const frequencyKey = (frequency: string) =>
  Object.hasOwn(FREQUENCY_KEYS, frequency) ? FREQUENCY_KEYS[frequency as Frequency] : null;
export const frequencyChangeSchema = z.object(
  { policyNo, frequency: z.enum(FREQUENCIES, { error: FREQUENCY_MESSAGE }) },
  malformed,
);
export type FrequencyChangeInput = z.input<typeof frequencyChangeSchema>;
