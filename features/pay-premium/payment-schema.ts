import { z } from 'zod';
import { MAX_POLICIES_PER_PAYMENT } from '@portal/contracts/premium';

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
  policyNo: z.string().trim().regex(POLICY_NO, 'payPremium.errors.policyInvalid'),
  dueDate: z.string().regex(ISO_DAY).optional(),
  autoPayConfirmed: z.boolean().optional(),
});
export type PayPremiumInput = z.infer<typeof payPremiumSchema>;

/**
 * Input of the pay-several-dues action (issue 25 §2): each policy with the due date the page
 * showed; the amounts are the core's, read again on the server, never the browser's.
 */
export const payDuesSchema = z.object({
  policies: z
    .array(z.object({ policyNo: z.string().trim().regex(POLICY_NO), dueDate: z.string().regex(ISO_DAY) }))
    .min(1, 'payPremium.errors.chooseDues')
    .max(MAX_POLICIES_PER_PAYMENT)
    .refine((list) => new Set(list.map((p) => p.policyNo)).size === list.length, 'payPremium.errors.chooseOnce'),
});
export type PayDuesInput = z.infer<typeof payDuesSchema>;

/**
 * ?pay= on /pay-premium: `all` (the home page's 'Pay all dues') or the chosen policy numbers,
 * repeated or comma-separated; null when absent or not one of those, which shows the plain list.
 */
export function duesSelection(value: string | string[] | undefined): 'all' | string[] | null {
  const parts = (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((v) => v.split(','));
  const chosen = [...new Set(parts.map((v) => v.trim()).filter(Boolean))];
  if (chosen.length === 1 && chosen[0]?.toLowerCase() === 'all') return 'all';
  if (!chosen.length || chosen.length > MAX_POLICIES_PER_PAYMENT || !chosen.every((v) => POLICY_NO.test(v))) return null;
  return chosen;
}

/** ?transactionId= on /order-confirmation, as the payment gateway sends the customer back. */
export const transactionIdSchema = z.string().trim().regex(TRANSACTION_ID);

/** A policy number as it appears in a route segment (/pay-premium/10000001). */
export function isPolicyNo(value: string): boolean {
  return POLICY_NO.test(value);
}
