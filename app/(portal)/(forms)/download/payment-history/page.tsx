import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PaymentHistorySkeleton } from '@/features/download/download-skeletons';
import { BackToDownload } from '@/features/download/payment-history-link';
import { PaymentHistoryList } from '@/features/download/payment-history-list';
import { getEnv } from '@/lib/server/env';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('download'))('history.title') };
}

/**
 * Receipts of every premium paid, per policy, each downloadable again. The proxy already answers
 * 404 when the paymentHistory flag is off; the page checks again rather than trust the route.
 */
export default async function PaymentHistoryPage() {
  if (!getEnv().features.paymentHistory) notFound();
  const t = await getTranslations('download.history');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <BackToDownload />
        <h1 className="mt-2 text-2xl font-semibold text-ink-900">{t('title')}</h1>
        <p className="mt-1 text-ink-500">{t('intro')}</p>
      </div>
      {/* The receipts' download buttons word their toasts and dialog from `documents`. */}
      <ClientMessages namespaces={['documents']}>
        <Suspense fallback={<PaymentHistorySkeleton />}>
          <PaymentHistoryList />
        </Suspense>
      </ClientMessages>
    </div>
  );
}
