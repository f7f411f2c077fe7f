import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { Suspense } from 'react';
import { CoverageList } from '@/features/policy-details/coverage-list';
import { FundAmountNotice } from '@/features/policy-details/fund-amount-notice';
import { FundDetails } from '@/features/policy-details/fund-details';
import { NomineeList } from '@/features/policy-details/nominee-list';
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
import { isFundSwitchEligible, statusTag } from '@/lib/policy-rules';
import { inFlight } from '@/lib/server/data/as-customer';
import { getPolicyServices } from '@/lib/server/data/policy-services';
import {
  getCoverages,
  getFundHoldings,
  getNominees,
  getOwnedPolicyOrNotFound,
  getPolicyDetails,
} from '@/lib/server/data/policies';
import { getEnv } from '@/lib/server/env';
import { payNowPath } from '@/lib/features';

export const metadata: Metadata = { title: 'Policy Details' };

interface PolicyDetailsPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

export default async function PolicyDetailsPage({ params, searchParams }: PolicyDetailsPageProps) {
  const [{ id }, query] = await Promise.all([params, searchParams]);

  // One round of upstream latency: every read starts now. The holdings only matter for a ULIP,
  // but that is known only once the list arrives, and waiting would add a second round.
  const owned = getOwnedPolicyOrNotFound(id);
  const details = inFlight(getPolicyDetails(id));
  const coverages = inFlight(getCoverages(id));
  const nominees = inFlight(getNominees(id));
  const holdings = inFlight(getFundHoldings(id));
  // The Policy Services region reads the same per-request promise.
  inFlight(getPolicyServices(id));

  // Ownership first: a policy that is not this customer's is a 404 and nothing of it is rendered.
  const policy = await owned;
  const { features } = getEnv();
  const today = todayInIndia();
  const tab = tabFromQuery(firstParam(query, 'tab'));
  const tag = statusTag(policy, today);
  const path = `/policy-details/${policy.policyNo}`;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <IntentLink href="/" className="text-sm font-medium text-brand-700 hover:underline">
          <span aria-hidden="true">‹ </span>Back to Home
        </IntentLink>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-ink-900">{policy.name}</h1>
          <Tag tone={tag.tone} dot>
            {tag.label}
          </Tag>
        </div>
        <p className="mt-1 text-ink-500">Policy No {policy.policyNo}</p>
      </div>

      <PolicyTabs policyNo={policy.policyNo} active={tab} nominees={nominees} />

      {tab === 'NOMINEE' ? (
        <Suspense fallback={<NomineesSkeleton />}>
          <NomineeList nominees={nominees} />
        </Suspense>
      ) : (
        <>
          <Suspense fallback={<PolicySummarySkeleton />}>
            <PolicySummary details={details} today={today} payNowHref={payNowPath(policy.policyNo, features)} />
          </Suspense>
          <Suspense fallback={<CoverageSkeleton />}>
            <CoverageList coverages={coverages} />
          </Suspense>
          {policy.isUlip && (
            <Suspense fallback={<FundDetailsSkeleton />}>
              <FundDetails
                policyNo={policy.policyNo}
                holdings={holdings}
                today={today}
                canSwitch={features.fundSwitch && isFundSwitchEligible(policy)}
              />
            </Suspense>
          )}
          {/* Last on the page and on its own: it streams in, or fails, without moving anything above. */}
          <Suspense fallback={null}>
            <PolicyServices policyNo={policy.policyNo} openService={serviceFromQuery(firstParam(query, 'service'))} />
          </Suspense>
        </>
      )}

      {policy.isUlip && firstParam(query, 'fundModal') === 'Y' && (
        <Suspense fallback={null}>
          <FundAmountNotice
            policyNo={policy.policyNo}
            holdings={holdings}
            today={today}
            closeHref={hrefWithout(path, query, 'fundModal')}
          />
        </Suspense>
      )}
    </div>
  );
}
