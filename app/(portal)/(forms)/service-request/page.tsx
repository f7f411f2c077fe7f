import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Suspense } from 'react';
import { firstParam, type SearchParamsRecord } from '@/components/policy/query';
import { NewRequestSection } from '@/features/service-request/new-request-section';
import { RequestTracker } from '@/features/service-request/request-tracker';
import { RequestSectionSkeleton } from '@/features/service-request/service-request-skeletons';
import { ServiceRequestTabs } from '@/features/service-request/service-request-tabs';
import { filtersFromQuery, onlyRequestFromQuery, tabFromQuery } from '@/features/service-request/tracker-rules';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('serviceRequest');
  return { title: t('title') };
}

/**
 * Service requests (SPEC §2): ?tab=SR tracks every request of the customer, ?tab=NEW_SR raises a
 * new one. The tab and the tracker's filters live in the address, so SMS and email links, reloads
 * and the back button all land where the customer was.
 */
export default async function ServiceRequestPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const query = await searchParams;
  const tab = tabFromQuery(firstParam(query, 'tab'));
  const [t, complaints] = await Promise.all([getTranslations('serviceRequest'), getTranslations('complaints.entry')]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h1 className="text-2xl font-semibold text-ink-900">{t('title')}</h1>
          <p className="mt-1 text-ink-500">{t('lead')}</p>
        </div>
        <Link
          href="/service-request/complaint"
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2"
        >
          {complaints('button')}
        </Link>
      </div>
      <ServiceRequestTabs active={tab} />
      {tab === 'NEW_SR' ? (
        <Suspense fallback={<RequestSectionSkeleton label={t('loadingForm')} rows={2} />}>
          <NewRequestSection />
        </Suspense>
      ) : (
        <Suspense fallback={<RequestSectionSkeleton label={t('loadingRequests')} />}>
          <RequestTracker filters={filtersFromQuery(query)} only={onlyRequestFromQuery(query)} />
        </Suspense>
      )}
    </div>
  );
}
