import { getLocale, getTranslations } from 'next-intl/server';
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
  const [result, t, language] = await Promise.all([
    settle(getFundHoldings(policy), 'getFundSwitchDetails'),
    getTranslations('policyDetails.funds'),
    getLocale(),
  ]);
  if (!result.ok) {
    return (
      <SectionCard id="fund-details" title={t('title')}>
        <SectionError />
      </SectionCard>
    );
  }
  const funds = visibleFunds(result.value.funds);
  return (
    <SectionCard id="fund-details" title={t('title')}>
      <p className="text-sm text-ink-700">
        {t.rich('asOn', {
          date: formatDateLong(today, language),
          b: (chunks) => <span className="font-semibold">{chunks}</span>,
        })}
      </p>
      {funds.length === 0 ? (
        <p className="mt-4 text-ink-500">{t('none')}</p>
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
          {t('viewPerformance')}
          <span className="sr-only">{t('newTab')}</span>
        </a>
        {canSwitch && <ButtonLink href={`/fund-switch?policyNo=${policyNo}&from=policyDetails`}>{t('fundSwitch')}</ButtonLink>}
        {/* The page itself says, from the core, whether a top-up or a withdrawal is open to this policy and why not. */}
        <ButtonLink variant="secondary" href={`/ulip-top-up?policyNo=${policyNo}`}>
          {t('topUpWithdraw')}
        </ButtonLink>
      </div>
    </SectionCard>
  );
}
