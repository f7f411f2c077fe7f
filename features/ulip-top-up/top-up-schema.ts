import { z } from 'zod';
import { FUND_CODES } from '@portal/contracts/policy';

/**
 * Input of the top-up action: the amount the customer typed and the split across funds. The
 * limits are the core's (it refuses with its own words); here only the shape and the 100% total.
 */
export const topUpSchema = z
  .object({
    policyNo: z.string().regex(/^\d{8}$/),
    amount: z
      .string()
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, 'ulipTopUp.errors.amount'),
    allocations: z.array(z.object({ fundCode: z.enum(FUND_CODES), percent: z.number().int().min(0).max(100) })).min(1),
  })
  .refine((v) => v.allocations.reduce((sum, a) => sum + a.percent, 0) === 100, {
    message: 'ulipTopUp.errors.total',
    path: ['allocations'],
  });
export type TopUpInput = z.infer<typeof topUpSchema>;

/** Input of the withdrawal action: amount and the funds it comes from (100% in total), and the OTP's token. */
export const withdrawalSchema = z
  .object({
    policyNo: z.string().regex(/^\d{8}$/),
    amount: z
      .string()
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, 'partialWithdrawal.errors.amount'),
    allocations: z.array(z.object({ fundCode: z.enum(FUND_CODES), percent: z.number().int().min(0).max(100) })).min(1),
    srRequestToken: z.string().min(1),
  })
  .refine((v) => v.allocations.reduce((sum, a) => sum + a.percent, 0) === 100, {
    message: 'partialWithdrawal.errors.total',
    path: ['allocations'],
  });
