import type { Metadata } from 'next';
import { Suspense } from 'react';
import { firstParam, type SearchParamsRecord } from '@/components/policy/query';
import { NewRequestSection } from '@/features/service-request/new-request-section';
import { RequestTracker } from '@/features/service-request/request-tracker';
import { RequestSectionSkeleton } from '@/features/service-request/service-request-skeletons';
import { ServiceRequestTabs } from '@/features/service-request/service-request-tabs';
import { filtersFromQuery, onlyRequestFromQuery, tabFromQuery } from '@/features/service-request/tracker-rules';

export const metadata: Metadata = { title: 'Service Request' };

/**
 * Service requests (SPEC §2): ?tab=SR tracks every request of the customer, ?tab=NEW_SR raises a
 * new one. The tab and the tracker's filters live in the address, so SMS and email links, reloads
 * and the back button all land where the customer was.
 */
export default async function ServiceRequestPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const query = await searchParams;
  const tab = tabFromQuery(firstParam(query, 'tab'));
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Service Request</h1>
        <p className="mt-1 text-ink-500">Follow everything you have asked of us, or raise a new request.</p>
      </div>
      <ServiceRequestTabs active={tab} />
      {tab === 'NEW_SR' ? (
        <Suspense fallback={<RequestSectionSkeleton label="Loading the request form…" rows={2} />}>
          <NewRequestSection />
        </Suspense>
      ) : (
        <Suspense fallback={<RequestSectionSkeleton label="Loading your service requests…" />}>
          <RequestTracker filters={filtersFromQuery(query)} only={onlyRequestFromQuery(query)} />
        </Suspense>
      )}
    </div>
  );
}
