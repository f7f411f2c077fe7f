import { z } from 'zod';

/**
 * Input of the repayment action: the policy and the amount in rupees (2 decimals at most). What
 * is owed and the least a part repayment may be are the core's; the form checks them as typed
 * (repayAmountError) and the core refuses with its own words whatever gets past.
 */
export const repaySchema = z.object({
  policyNo: z.string().regex(/^\d{8}$/),
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, 'loanRepayment.errors.amount'),
});
export type RepayInput = z.infer<typeof repaySchema>;

/** The catalogue key of what is wrong with a part amount against the core's bounds (rupees), or null. */
export function repayAmountError(amount: string, bounds: { minimum: string; outstanding: string }) {
  const parsed = repaySchema.shape.amount.safeParse(amount);
  if (!parsed.success) return 'errors.amount' as const;
  const paise = Math.round(Number(parsed.data) * 100);
  if (paise > Math.round(Number(bounds.outstanding) * 100)) return 'errors.aboveOutstanding' as const;
  if (paise < Math.round(Number(bounds.minimum) * 100)) return 'errors.belowMinimum' as const;
  return null;
}
