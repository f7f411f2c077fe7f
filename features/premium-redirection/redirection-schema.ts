import { z } from 'zod';
import { GENERIC_ERROR } from '@/lib/constants';
import { FUND_CODES } from '@portal/contracts/policy';
import { REDIRECTION_MESSAGES } from './redirection-rules';

/** SPEC §5 "Policy picker". */
export const NO_POLICY = 'premiumRedirection.errors.noPolicy';
/** Not in the spec: an ineligible or someone else's policy reads the same, so neither is revealed. */
export const NOT_ELIGIBLE = 'premiumRedirection.errors.notEligible';
/** Not in the spec: a fund the policy does not offer, or the same fund twice (hand-made requests only). */
export const UNKNOWN_FUND = 'premiumRedirection.errors.unknownFund';

const policyNo = z.string({ error: NO_POLICY }).regex(/^\d{8}$/, NO_POLICY);

export const redirectionFundsSchema = z.object({ policyNo });

/**
 * Input of the submit action, a public endpoint: anything may arrive. Percentages are any
 * number here on purpose, so the rules module judges them and answers with the form's own words.
 */
export const premiumRedirectionSchema = z.object({
  policyNo,
  allocations: z
    .array(
      z.object({
        // The screen holds the codes as plain text; only the core's own are accepted.
        fundCode: z.string({ error: UNKNOWN_FUND }).pipe(z.enum(FUND_CODES, { error: UNKNOWN_FUND })),
        percent: z.number({ error: REDIRECTION_MESSAGES.range }),
      }),
      { error: REDIRECTION_MESSAGES.noFund },
    )
    .min(1, REDIRECTION_MESSAGES.noFund)
    .max(FUND_CODES.length, UNKNOWN_FUND)
    .refine((list) => new Set(list.map((a) => a.fundCode)).size === list.length, UNKNOWN_FUND),
  termsAccepted: z.boolean({ error: REDIRECTION_MESSAGES.terms }),
  srRequestToken: z.string({ error: GENERIC_ERROR }).min(1, GENERIC_ERROR).max(2000, GENERIC_ERROR),
});
export type PremiumRedirectionInput = z.infer<typeof premiumRedirectionSchema>;
