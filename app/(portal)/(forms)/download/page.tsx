import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { SectionSkeleton } from '@/components/ui/skeleton';
import { FormsList } from '@/components/policy/forms-list';
import { DownloadMessages } from '@/features/download/download-messages';
import { FundDocuments } from '@/features/download/fund-documents';
import { PaymentHistoryLink } from '@/features/download/payment-history-link';
import { PolicyDocuments } from '@/features/download/policy-documents';
import { PremiumCertificate } from '@/features/download/premium-certificate';
import { getEnv } from '@/lib/server/env';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('download'))('title') };
}

/**
 * Downloads landing: documents per policy, certificates, ULIP statements, payment history and
 * forms. Each policy-based section streams in on its own and fails on its own.
 */
export default async function DownloadPage() {
  const { features } = getEnv();
  const t = await getTranslations('download');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">{t('title')}</h1>
        <p className="mt-1 text-ink-500">{t('intro')}</p>
      </div>
      <DownloadMessages>
        <Suspense fallback={<SectionSkeleton label={t('loadingPolicyDocuments')} />}>
          <PolicyDocuments />
        </Suspense>
        <Suspense fallback={<SectionSkeleton label={t('loadingCertificate')} rows={1} />}>
          <PremiumCertificate />
        </Suspense>
        {features.downloadFundSummary && (
          <Suspense fallback={<SectionSkeleton label={t('loadingFundSummary')} />}>
            <FundDocuments documentType="FUND_SUMMARY" />
          </Suspense>
        )}
        <Suspense fallback={<SectionSkeleton label={t('loadingUnitStatement')} />}>
          <FundDocuments documentType="UNIT_STATEMENT" />
        </Suspense>
      </DownloadMessages>
      {/* Nothing here waits for data; the boundary keeps the page's own part small. React sends a
          finished boundary after its fallback once a response passes 12.5 KB, and the page's part
          held this list: the heading came only after the skeleton, 2.5 s into a phone's load. */}
      <Suspense fallback={<SectionSkeleton label={t('loadingForms')} />}>
        {features.paymentHistory && <PaymentHistoryLink />}
        <FormsList />
      </Suspense>
    </div>
  );
}
