import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { useTranslations } from 'next-intl';
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
  const t = await getTranslations('serviceRequest');
  return (
    <SectionCard id="track-requests" title={t('tabs.track')}>
      {!result.ok ? (
        <SectionError />
      ) : result.value.length === 0 ? (
        <p className="text-ink-700">
          {t('tracker.none')}{' '}
          <Link href={tabHref('NEW_SR')} className={linkClass}>
            {t('tracker.raiseNew')}
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
  const t = useTranslations('serviceRequest.tracker');
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t('yourRequests')} className="flex flex-col gap-3">
        {all
          .filter((r) => r.srNumber === srNumber)
          .map((r) => (
            <RequestItem key={r.srNumber} request={r} open />
          ))}
      </ul>
      <Link href={trackerHref({ policy: null, status: null })} className={linkClass}>
        {t('showAll')}
      </Link>
    </div>
  );
}

function TrackerList({ all, filters }: { all: readonly ServiceRequestSummary[]; filters: Filters }) {
  const shown = filterRequests(all, filters);
  const t = useTranslations('serviceRequest.tracker');
  return (
    <div className="flex flex-col gap-4">
      <TrackerFilters
        filters={filters}
        policies={policyOptions(all, filters.policy)}
        statuses={statusOptions(all, filters.status)}
      />
      <p className="text-sm text-ink-500">
        {shown.length === all.length
          ? t('countAll', { count: all.length })
          : t('showing', { shown: shown.length, total: all.length })}
      </p>
      {shown.length === 0 ? (
        <p className="text-ink-700">
          {t('noMatch')}{' '}
          <Link href={trackerHref({ policy: null, status: null })} className={linkClass}>
            {t('showAll')}
          </Link>
        </p>
      ) : (
        <ul aria-label={t('yourRequests')} className="flex flex-col gap-3">
          {shown.map((r) => (
            <RequestItem key={r.srNumber} request={r} />
          ))}
        </ul>
      )}
    </div>
  );
}
