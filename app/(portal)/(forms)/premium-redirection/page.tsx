import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { notFound, unstable_rethrow } from 'next/navigation';
import { PolicyCard } from '@/components/policy/policy-card';
import { firstParam, type SearchParamsRecord } from '@/components/policy/query';
import { SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { ChoosePolicyButton } from '@/features/premium-redirection/policy-step';
import { RedirectionFlow, type ChosenPolicy } from '@/features/premium-redirection/redirection-flow';
import { InfoBanner } from '@/components/ui/info-banner';
import { TECHNICAL_ERROR } from '@/lib/constants';
import { payNowPath } from '@/lib/features';
import { todayInIndia } from '@/lib/format';
import { cardTone, isRedirectionEligible } from '@/features/premium-redirection/redirection-rules';
import { PageTitle } from '@/components/ui/page-title';
import { findOwnedPolicy, getPolicies } from '@/lib/server/data/policies';
import { getRedirectionFunds } from '@/lib/server/data/premium-redirection';
import { getEnv } from '@/lib/server/env';
import { requireAuth } from '@/lib/server/session';
import type { OwnedPolicy } from '@/lib/types';
import { logFailure } from '@/lib/server/log';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('premiumRedirection'))('title') };
}

/** SPEC §2 card border; the status tag on the card says the same in words. */
const BORDER = {
  raspberry: 'border-2 border-raspberry-600',
  amber: 'border-2 border-amber-600',
  green: 'border-2 border-leaf-600',
};

/** A deep link's policy, its funds loaded here so step 1 paints at once. */
async function preload(policy: OwnedPolicy): Promise<ChosenPolicy> {
  const { policyNo } = policy;
  try {
    return { policyNo, funds: await getRedirectionFunds(policy), error: null };
  } catch (e) {
    unstable_rethrow(e);
    logFailure(e, 'premium redirection funds');
    return { policyNo, funds: null, error: TECHNICAL_ERROR };
  }
}

export default async function PremiumRedirectionPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const auth = await requireAuth();
  const { features } = getEnv();
  if (!features.premiumRedirection) notFound();
  const [query, listed] = await Promise.all([searchParams, settle(getPolicies(), 'getCustomerPolicyDetails')]);
  const t = await getTranslations('premiumRedirection');
  const heading = <PageTitle title={t('title')} />;
  if (!listed.ok) {
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <SectionError />
      </div>
    );
  }
  const eligible = listed.value.filter(isRedirectionEligible);
  if (eligible.length === 0) {
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <InfoBanner tone="info">{t('noPolicies')}</InfoBanner>
      </div>
    );
  }

  const wanted = firstParam(query, 'policyNo');
  // The link's policy passes the ownership gate, then the flow's own eligibility.
  const linked = wanted ? await findOwnedPolicy(wanted) : null;
  const initial = linked !== null && isRedirectionEligible(linked) ? await preload(linked) : null;
  const today = todayInIndia();
  const cards = Object.fromEntries(
    eligible.map((p) => [
      p.policyNo,
      <PolicyCard
        // i18n-ignore: an analytics name
        displayPage="Home Page"
        key={p.policyNo}
        policy={p}
        today={today}
        payNowHref={payNowPath(p.policyNo, features)}
        className={BORDER[cardTone(p, today)]}
        actions={<ChoosePolicyButton policyNo={p.policyNo} />}
      />,
    ]),
  );
  return (
    <div className="flex flex-col gap-4">
      {/* A link to a policy that cannot be redirected (or is not theirs) falls back to the list. */}
      {wanted && !initial && <InfoBanner tone="warning">{t('errors.notEligible')}</InfoBanner>}
      {/* The flow, the cards' Select buttons and the dialogs are client leaves worded from this namespace;
          the fund cards it shows (components/policy) word theirs from `policy`. */}
      <ClientMessages namespaces={['premiumRedirection', 'policy']}>
        <RedirectionFlow
          policies={eligible.map((p) => ({ policyNo: p.policyNo, name: p.name }))}
          cards={cards}
          initial={initial}
          embedded={auth.embedded}
        />
      </ClientMessages>
    </div>
  );
}
