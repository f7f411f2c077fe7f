import { z } from 'zod';
import { FREQUENCIES, LOAN_MESSAGES, MIN_LOAN_RUPEES } from '@portal/contracts/policy-services';
import { GENERIC_ERROR } from '@/lib/constants';
import { formatRupees } from '@/lib/format';

/*
 * The policy services' forms, one schema each, shared by the dialog (react-hook-form) and its
 * server action. The core judges every request again; the portal copies the loan amount's rule
 * only to answer as the customer types (tests/unit/policy-services.test.ts holds it to the core's).
 */
const malformed = { error: GENERIC_ERROR };
const policyNo = z.string(malformed).regex(/^\d{8}$/, malformed);

export const policyServiceSchema = z.object({ policyNo }, malformed);

/** Whole rupees or rupees and paise; '50,000' and '₹ 50000' read as 50000. */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
export const normaliseAmount = (typed: string) => typed.replace(/[₹,\s]/g, '');

/**
 * What the core would say of this amount before its own look at the policy, or null. `eligible`
 * is the core's eligible amount as loanDetails sent it; the maximum is named with Indian grouping,
 * as the core names it.
 */
export function loanAmountIssue(typed: string, eligible?: number): string | null {
  const text = normaliseAmount(typed);
  if (!AMOUNT.test(text) || Number(text) <= 0) return LOAN_MESSAGES.enterAmount;
  const amount = Number(text);
  if (amount < MIN_LOAN_RUPEES) return LOAN_MESSAGES.belowMinimum;
  if (eligible !== undefined && amount > eligible) return LOAN_MESSAGES.aboveEligible(formatRupees(eligible, 2));
  return null;
}

const amountField = (eligible?: number) =>
  z
    .string({ error: LOAN_MESSAGES.enterAmount })
    .superRefine((typed, ctx) => {
      const issue = loanAmountIssue(typed, eligible);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    })
    // The core takes a decimal string with 2 places.
    .transform((typed) => Number(normaliseAmount(typed)).toFixed(2));

/** The loan form: with the eligible amount on the screen, without it in the action (the core knows it). */
export const loanAmountSchema = (eligible?: number) => z.object({ policyNo, amount: amountField(eligible) }, malformed);
export type LoanAmountInput = z.input<ReturnType<typeof loanAmountSchema>>;

export const loanRequestSchema = z.object(
  { policyNo, amount: amountField(), srRequestToken: z.string(malformed).min(1, malformed).max(200, malformed) },
  malformed,
);

export const DECLARATION_MESSAGE = 'Please confirm the declaration of good health to continue.';
export const reinstatementRequestSchema = z.object(
  { policyNo, declarationAccepted: z.literal(true, { error: DECLARATION_MESSAGE }) },
  malformed,
);

export const FREQUENCY_MESSAGE = 'Please select the new premium frequency.';
/** How often a frequency pays, as a sentence says it: 'annually', 'half-yearly', 'quarterly', 'monthly'. */
export const paysHowOften = (frequency: string) => (frequency.toLowerCase() === 'annual' ? 'annually' : frequency.toLowerCase());
export const frequencyChangeSchema = z.object(
  { policyNo, frequency: z.enum(FREQUENCIES, { error: FREQUENCY_MESSAGE }) },
  malformed,
);
export type FrequencyChangeInput = z.input<typeof frequencyChangeSchema>;
