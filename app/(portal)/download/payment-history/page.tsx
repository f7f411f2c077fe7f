import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { PaymentHistorySkeleton } from '@/features/download/download-skeletons';
import { BackToDownload } from '@/features/download/payment-history-link';
import { PaymentHistoryList } from '@/features/download/payment-history-list';
import { getEnv } from '@/lib/server/env';

export const metadata: Metadata = { title: 'Payment History' };

/**
 * Receipts of every premium paid, per policy, each downloadable again. The proxy already answers
 * 404 when the paymentHistory flag is off; the page checks again rather than trust the route.
 */
export default async function PaymentHistoryPage() {
  if (!getEnv().features.paymentHistory) notFound();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <BackToDownload />
        <h1 className="mt-2 text-2xl font-semibold text-ink-900">Payment History</h1>
        <p className="mt-1 text-ink-500">The premiums you have paid, newest first. Download a receipt again at any time.</p>
      </div>
      <Suspense fallback={<PaymentHistorySkeleton />}>
        <PaymentHistoryList />
      </Suspense>
    </div>
  );
}
