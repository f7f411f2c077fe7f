import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { Suspense } from 'react';
import { CoverageList } from '@/features/policy-details/coverage-list';
import { FundAmountNotice } from '@/features/policy-details/fund-amount-notice';
import { FundDetails } from '@/features/policy-details/fund-details';
import { NomineeList } from '@/features/policy-details/nominee-list';
import { PolicyOpenRequests } from '@/features/policy-details/policy-open-requests';
import { PolicySummary } from '@/features/policy-details/policy-summary';
import { PolicyTabs } from '@/features/policy-details/policy-tabs';
import { PolicyServices, serviceFromQuery } from '@/features/policy-details/services/policy-services';
import {
  CoverageSkeleton,
  FundDetailsSkeleton,
  NomineesSkeleton,
  PolicySummarySkeleton,
} from '@/features/policy-details/policy-skeletons';
import { firstParam, hrefWithout, tabFromQuery, type SearchParamsRecord } from '@/components/policy/query';
import { Tag } from '@/components/ui/tag';
import { todayInIndia } from '@/lib/format';
import { MessageText } from '@/lib/i18n/message-text';
import { isFundSwitchEligible, statusTag } from '@/lib/policy-rules';
import { preloadNavHistory } from '@/lib/server/data/nav-history';
import { getOwnedPolicyOrNotFound } from '@/lib/server/data/policies';
import { getEnv } from '@/lib/server/env';
import { payNowPath } from '@/lib/features';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('policyDetails.page');
  return { title: t('title') };
}

interface PolicyDetailsPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

export default async function PolicyDetailsPage({ params, searchParams }: PolicyDetailsPageProps) {
  const [{ id }, query, t] = await Promise.all([params, searchParams, getTranslations('policyDetails.page')]);
  // The gate has answered in the layout: this is its remembered answer. Each section below reads
  // its part of the policy inside its own boundary, all at once.
  const policy = await getOwnedPolicyOrNotFound(id);
  const { features } = getEnv();
  const today = todayInIndia();
  const tab = tabFromQuery(firstParam(query, 'tab'));
  const tag = statusTag(policy, today);
  const path = `/policy-details/${policy.policyNo}`;
  // The NAV chart renders inside Fund Details once the holdings are in; its read goes out now,
  // with the sections' reads, so the page still costs two rounds to the core.
  if (policy.isUlip && tab !== 'NOMINEE') preloadNavHistory(policy);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <BackLink href="/" to={t('home')} />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-ink-900">{policy.name}</h1>
          <Tag tone={tag.tone} dot>
            <MessageText message={tag.label} />
          </Tag>
        </div>
        <p className="mt-1 text-ink-500">{t('policyNo', { policyNo: policy.policyNo })}</p>
      </div>

      <Suspense fallback={null}>
        <PolicyOpenRequests policy={policy} />
      </Suspense>

      <PolicyTabs policy={policy} active={tab} />

      {tab === 'NOMINEE' ? (
        <Suspense fallback={<NomineesSkeleton />}>
          <NomineeList policy={policy} />
        </Suspense>
      ) : (
        <>
          <Suspense fallback={<PolicySummarySkeleton />}>
            <PolicySummary policy={policy} today={today} payNowHref={payNowPath(policy.policyNo, features)} />
          </Suspense>
          <Suspense fallback={<CoverageSkeleton />}>
            <CoverageList policy={policy} />
          </Suspense>
          {policy.isUlip && (
            <Suspense fallback={<FundDetailsSkeleton />}>
              <FundDetails policy={policy} today={today} canSwitch={features.fundSwitch && isFundSwitchEligible(policy)} />
            </Suspense>
          )}
          {/* Last on the page and on its own: it streams in, or fails, without moving anything above. */}
          <Suspense fallback={null}>
            <PolicyServices policy={policy} openService={serviceFromQuery(firstParam(query, 'service'))} />
          </Suspense>
        </>
      )}

      {policy.isUlip && firstParam(query, 'fundModal') === 'Y' && (
        <Suspense fallback={null}>
          <FundAmountNotice policy={policy} today={today} closeHref={hrefWithout(path, query, 'fundModal')} />
        </Suspense>
      )}
    </div>
  );
}
