import { useTranslations } from 'next-intl';
import { SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { TrackedLink } from '@/components/shell/tracked-link';
import { buttonClasses } from '@/components/ui/button';
import { todayInIndia } from '@/lib/format';
import { type FeatureSet, payNowPath } from '@/lib/features';
import { isFundSwitchEligible } from '@/lib/policy-rules';
import { getPolicies } from '@/lib/server/data/policies';
import { getEnv } from '@/lib/server/env';
import { PolicyCardList } from './policy-card-list';

/** The customer's policies as cards; streamed in after the greeting. */
export async function PolicyCards({ features }: { features: FeatureSet }) {
  // A failed list keeps the greeting and shortcuts on screen rather than replacing the whole page.
  const result = await settle(getPolicies(), 'getCustomerPolicyDetails');
  if (!result.ok) return <SectionError />;
  const policies = result.value;
  if (policies.length === 0) return <NoPolicies />;
  return (
    <PolicyCardList
      today={todayInIndia()}
      items={policies.map((policy) => ({
        policy,
        payNowHref: payNowPath(policy.policyNo, features),
        fundSwitch: features.fundSwitch && isFundSwitchEligible(policy),
      }))}
    />
  );
}

function NoPolicies() {
  const t = useTranslations('dashboard');
  return (
    <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100">
      <p className="font-semibold text-ink-900">{t('noPolicies')}</p>
      <p className="mt-1 text-sm text-ink-500">{t('noPoliciesHint')}</p>
      <TrackedLink
        href={getEnv().links.buyPolicy}
        external
        track={{ menuName: 'Buy a New Policy' }}
        className={buttonClasses({ className: 'mt-4' })}
      >
        {t('buyPolicy')}
      </TrackedLink>
    </div>
  );
}
