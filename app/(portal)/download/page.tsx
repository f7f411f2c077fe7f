import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SectionSkeleton } from '@/components/ui/skeleton';
import { FormsList } from '@/components/policy/forms-list';
import { FundDocuments } from '@/features/download/fund-documents';
import { PaymentHistoryLink } from '@/features/download/payment-history-link';
import { PolicyDocuments } from '@/features/download/policy-documents';
import { PremiumCertificate } from '@/features/download/premium-certificate';
import { getEnv } from '@/lib/server/env';

export const metadata: Metadata = { title: 'Download' };

/**
 * Downloads landing: documents per policy, certificates, ULIP statements, payment history and
 * forms. Each policy-based section streams in on its own and fails on its own.
 */
export default async function DownloadPage() {
  const { features } = getEnv();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Download</h1>
        <p className="mt-1 text-ink-500">
          Download your policy documents, certificates and statements, and the forms you may need.
        </p>
      </div>
      <Suspense fallback={<SectionSkeleton label="Loading policy documents…" />}>
        <PolicyDocuments />
      </Suspense>
      <Suspense fallback={<SectionSkeleton label="Loading premium paid certificate…" rows={1} />}>
        <PremiumCertificate />
      </Suspense>
      {features.downloadFundSummary && (
        <Suspense fallback={<SectionSkeleton label="Loading fund summary…" />}>
          <FundDocuments documentType="FUND_SUMMARY" />
        </Suspense>
      )}
      <Suspense fallback={<SectionSkeleton label="Loading unit statement…" />}>
        <FundDocuments documentType="UNIT_STATEMENT" />
      </Suspense>
      {/* Nothing here waits for data; the boundary keeps the page's own part small. React sends a
          finished boundary after its fallback once a response passes 12.5 KB, and the page's part
          held this list: the heading came only after the skeleton, 2.5 s into a phone's load. */}
      <Suspense fallback={<SectionSkeleton label="Loading forms…" />}>
        {features.paymentHistory && <PaymentHistoryLink />}
        <FormsList />
      </Suspense>
    </div>
  );
}
