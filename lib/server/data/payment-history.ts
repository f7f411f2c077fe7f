import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { premium } from '@portal/contracts';
import { parseCoreDate } from '../../format';
import type { PaymentReceipt } from '../../types';
import { callAsCustomer } from './as-customer';
import { findOwnedPolicy, getPolicies } from './policies';

export interface PolicyPaymentHistory {
  policyNo: string;
  policyName: string;
  /** newest first */
  receipts: PaymentReceipt[];
}

type UpstreamHistory = z.infer<typeof premium.getPremiumPaymentHistory.data>;

/**
 * Newest first by receipt date whatever order the core used; receipts of the same day by receipt
 * number, highest first; a receipt without a readable date goes last rather than breaking the order.
 */
export function sortReceiptsNewestFirst<T extends Pick<PaymentReceipt, 'receiptDate' | 'receiptNumber'>>(
  receipts: readonly T[],
): T[] {
  return [...receipts].sort((a, b) => {
    if (a.receiptDate !== b.receiptDate) {
      if (a.receiptDate === null) return 1;
      if (b.receiptDate === null) return -1;
      return a.receiptDate < b.receiptDate ? 1 : -1;
    }
    return b.receiptNumber.localeCompare(a.receiptNumber, 'en', { numeric: true });
  });
}

/**
 * Pure: keeps only the policies in `owned` and sorts each one's receipts here, because neither the
 * core's scoping nor its order is something the page should depend on.
 */
export function reshapePaymentHistory(data: UpstreamHistory, owned: ReadonlySet<string>): PolicyPaymentHistory[] {
  return data.policies
    .filter((p) => owned.has(p.policyNo))
    .map((p) => ({
      policyNo: p.policyNo,
      policyName: p.policyName,
      receipts: sortReceiptsNewestFirst(
        p.receiptDetails.map((r) => ({
          receiptNumber: r.receiptNumber,
          receiptDate: parseCoreDate(r.receiptDate),
          amount: Number(r.amount),
          transactionId: r.transactionId,
          paymentMode: r.paymentMode,
        })),
      ),
    }));
}

/**
 * The customer's premium receipts per policy, each policy passed through the ownership gate. The
 * list the gate reads is fetched alongside the history: one round of upstream latency.
 */
export const getPaymentHistory = cache(async (): Promise<PolicyPaymentHistory[]> => {
  const [history] = await Promise.all([callAsCustomer(premium.getPremiumPaymentHistory, {}), getPolicies()]);
  const owned = await Promise.all(history.policies.map((p) => findOwnedPolicy(p.policyNo)));
  return reshapePaymentHistory(history, new Set(owned.flatMap((p) => (p ? [p.policyNo] : []))));
});
