import { z } from 'zod';

const POLICY_NO = /^\d{8}$/;
/** The gateway's transaction ids are short tokens; anything else in the query is not one of ours. */
const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Input of the pay action. Only the policy number is taken from the browser: the amount is
 * always the core's own breakup total, read again on the server.
 */
export const payPremiumSchema = z.object({
  policyNo: z.string().trim().regex(POLICY_NO, 'Please select a valid policy.'),
});
export type PayPremiumInput = z.infer<typeof payPremiumSchema>;

/** ?transactionId= on /order-confirmation, as the payment gateway sends the customer back. */
export const transactionIdSchema = z.string().trim().regex(TRANSACTION_ID);

/** A policy number as it appears in a route segment (/pay-premium/10000001). */
export function isPolicyNo(value: string): boolean {
  return POLICY_NO.test(value);
}
