import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import Link from 'next/link';
import { getServiceRequests } from '@/lib/server/data/service-requests';
import type { ServiceRequestSummary } from '@/lib/types';
import { RequestItem } from './request-item';
import { TrackerFilters } from './tracker-filters';
import {
  filterRequests,
  policyOptions,
  statusOptions,
  tabHref,
  trackerHref,
  type TrackerFilters as Filters,
} from './tracker-rules';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2';

/**
 * 'Track Service Request': everything the customer has asked of the insurer, newest first as the
 * core lists it — requests from every flow, queries, claims and registered auto-pay mandates.
 * Only this section fails if the core does not answer (SPEC §8's technical text).
 */
export async function RequestTracker({ filters, only = null }: { filters: Filters; only?: string | null }) {
  const result = await settle(getServiceRequests(), 'track/service/request');
  return (
    <SectionCard id="track-requests" title="Track Service Request">
      {!result.ok ? (
        <SectionError />
      ) : result.value.length === 0 ? (
        <p className="text-ink-700">
          You have not raised any service requests yet.{' '}
          <Link href={tabHref('NEW_SR')} className={linkClass}>
            Raise a new service request
          </Link>
        </p>
      ) : only !== null && result.value.some((r) => r.srNumber === only) ? (
        <OneRequest all={result.value} srNumber={only} />
      ) : (
        <TrackerList all={result.value} filters={filters} />
      )}
    </SectionCard>
  );
}

/** One request, opened, as a refusal or the profile linked to it; the rest are a link away. */
function OneRequest({ all, srNumber }: { all: readonly ServiceRequestSummary[]; srNumber: string }) {
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Your requests" className="flex flex-col gap-3">
        {all
          .filter((r) => r.srNumber === srNumber)
          .map((r) => (
            <RequestItem key={r.srNumber} request={r} open />
          ))}
      </ul>
      <Link href={trackerHref({ policy: null, status: null })} className={linkClass}>
        Show all requests
      </Link>
    </div>
  );
}

function TrackerList({ all, filters }: { all: readonly ServiceRequestSummary[]; filters: Filters }) {
  const shown = filterRequests(all, filters);
  return (
    <div className="flex flex-col gap-4">
      <TrackerFilters
        filters={filters}
        policies={policyOptions(all, filters.policy)}
        statuses={statusOptions(all, filters.status)}
      />
      <p className="text-sm text-ink-500">
        {shown.length === all.length
          ? `${all.length} ${all.length === 1 ? 'request' : 'requests'}, newest first. Open one to see its timeline.`
          : `Showing ${shown.length} of ${all.length} requests.`}
      </p>
      {shown.length === 0 ? (
        <p className="text-ink-700">
          No requests match these filters.{' '}
          <Link href={trackerHref({ policy: null, status: null })} className={linkClass}>
            Show all requests
          </Link>
        </p>
      ) : (
        <ul aria-label="Your requests" className="flex flex-col gap-3">
          {shown.map((r) => (
            <RequestItem key={r.srNumber} request={r} />
          ))}
        </ul>
      )}
    </div>
  );
}
