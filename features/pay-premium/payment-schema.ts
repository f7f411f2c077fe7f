import { z } from 'zod';

const POLICY_NO = /^\d{8}$/;
/** The gateway's transaction ids are short tokens; anything else in the query is not one of ours. */
const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Input of the pay action. The amount is never taken from the browser: it is always the core's
 * own breakup total, read again on the server. The due date the page showed goes with the policy
 * number, so a second press or a stale page cannot pay the next premium instead (the core refuses);
 * `autoPayConfirmed` is the customer's yes to paying early a premium their auto-pay would debit.
 */
export const payPremiumSchema = z.object({
  policyNo: z.string().trim().regex(POLICY_NO, 'Please select a valid policy.'),
  dueDate: z.string().regex(ISO_DAY).optional(),
  autoPayConfirmed: z.boolean().optional(),
});
export type PayPremiumInput = z.infer<typeof payPremiumSchema>;

/** ?transactionId= on /order-confirmation, as the payment gateway sends the customer back. */
export const transactionIdSchema = z.string().trim().regex(TRANSACTION_ID);

/** A policy number as it appears in a route segment (/pay-premium/10000001). */
export function isPolicyNo(value: string): boolean {
  return POLICY_NO.test(value);
}
