import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { premium } from '@portal/contracts';
import { sortReceiptsNewestFirst, type PaymentReceipt } from '../../download-options';
import { parseCoreDate } from '../../format';
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
