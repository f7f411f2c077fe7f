import { Suspense } from 'react';
import { NEW_TAB_REL } from '@/components/shell/links';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { formatDateLong } from '@/lib/format';
import { getEnv } from '@/lib/server/env';
import { getFundHoldings } from '@/lib/server/data/policies';
import type { OwnedPolicy } from '@/lib/types';
import { visibleFunds } from '@/components/policy/fund-math';
import { SectionCard, SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { FundHoldingsGrid } from '@/components/policy/fund-holdings-grid';
import { FundNavHistory } from './fund-nav-history';
import { NavHistorySkeleton } from './policy-skeletons';

interface FundDetailsProps {
  policy: OwnedPolicy;
  today: string;
  /** the fundSwitch flag is on and the policy's status allows a switch */
  canSwitch: boolean;
}

/** SPEC "Fund details": the allocation as on today, one card per held fund, charts and actions. */
export async function FundDetails({ policy, today, canSwitch }: FundDetailsProps) {
  const { policyNo } = policy;
  const result = await settle(getFundHoldings(policy), 'getFundSwitchDetails');
  if (!result.ok) {
    return (
      <SectionCard id="fund-details" title="Fund Details">
        <SectionError />
      </SectionCard>
    );
  }
  const funds = visibleFunds(result.value.funds);
  return (
    <SectionCard id="fund-details" title="Fund Details">
      <p className="text-sm text-ink-700">
        Currently Fund Allocation as on <span className="font-semibold">{formatDateLong(today)}</span>
      </p>
      {funds.length === 0 ? (
        <p className="mt-4 text-ink-500">No fund holdings are available for this policy.</p>
      ) : (
        <>
          <FundHoldingsGrid funds={funds} totalValue={result.value.totalValue} className="mt-4" />
          <Suspense fallback={<NavHistorySkeleton />}>
            <FundNavHistory policy={policy} funds={funds} />
          </Suspense>
        </>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={getEnv().links.fundPerformance}
          target="_blank"
          rel={NEW_TAB_REL}
          className={buttonClasses({ variant: 'secondary' })}
        >
          View Performance<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {canSwitch && <ButtonLink href={`/fund-switch?policyNo=${policyNo}&from=policyDetails`}>Fund Switch</ButtonLink>}
      </div>
    </SectionCard>
  );
}
