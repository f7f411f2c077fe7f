import { coreWord } from '@/lib/i18n/core-word';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { useTranslations } from 'next-intl';
import { ClientMessages } from '@/components/i18n/client-messages';
import { headers } from 'next/headers';
import { Suspense } from 'react';
import { EnachForm, type EnachPolicyOption } from '@/features/enach-registration/enach-form';
import { MandatesSection } from '@/features/enach-registration/mandates/mandates-section';
import { MandatesSkeleton } from '@/features/enach-registration/mandates/mandates-skeleton';
import { isEnachListed, orderForAutoPay, preselectedPolicy } from '@/features/enach-registration/enach-rules';
import { PolicyCard } from '@/components/policy/policy-card';
import { SectionError } from '@/components/policy/section-card';
import { settle } from '@/components/policy/settle';
import { InfoBanner } from '@/components/ui/info-banner';
import { PageTitle } from '@/components/ui/page-title';
import { todayInIndia } from '@/lib/format';
import { getPolicies } from '@/lib/server/data/policies';
import { getEnv } from '@/lib/server/env';
import { getSavedUpiIds } from '@/lib/server/data/upi';
import { requireAuth } from '@/lib/server/session';
import type { Policy } from '@/lib/types';
import { payNowPath } from '@/lib/features';
import { TabLinks } from '@/components/ui/tab-links';
import { firstParam, type SearchParamsRecord } from '@/components/policy/query';
import { UpiFormLoader } from '@/features/upi-autopay/upi-form-loader';

type Method = 'bank' | 'upi';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('enach'))('title') };
}

/**
 * Auto-pay registration, SPEC §2: the list is chosen and ordered here, the form is a client
 * leaf. The customer pays from a bank account (e-NACH) or by UPI AutoPay (issue 27 §3, ?method=upi:
 * a real URL, so the choice needs no script). 'My Auto Pay Mandates' (issue 10 §3) follows in its
 * own Suspense boundary.
 */
export default async function EnachRegistrationPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  await requireAuth();
  const [t, upiT, query] = await Promise.all([getTranslations('enach'), getTranslations('upiAutopay'), searchParams]);
  const method: Method = firstParam(query, 'method') === 'upi' ? 'upi' : 'bank';
  // Both sections read at once: the form waits for the policy list, the mandates stream after it.
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('title')} />
      <TabLinks
        label={upiT('methodLabel')}
        active={method}
        tabs={[
          { key: 'bank', label: upiT('methodBank'), href: '/enach-registration' },
          { key: 'upi', label: upiT('methodUpi'), href: '/enach-registration?method=upi' },
        ]}
      />
      {/* The form and the mandates' buttons and dialogs are client leaves worded from these namespaces. */}
      <ClientMessages namespaces={method === 'upi' ? ['enach', 'upiAutopay'] : ['enach']}>
        <RegistrationSection method={method} />
        <Suspense fallback={<MandatesSkeleton />}>
          <MandatesSection />
        </Suspense>
      </ClientMessages>
    </div>
  );
}

async function RegistrationSection({ method }: { method: Method }) {
  const [result, h, saved] = await Promise.all([
    settle(getPolicies(), 'getCustomerPolicyDetails'),
    headers(),
    // UPI IDs to pick from: a failed read leaves only typing one, which always works.
    method === 'upi' ? settle(getSavedUpiIds(), 'upi/savedVpas') : null,
  ]);
  if (!result.ok) return <SectionError />;
  const upiIds = saved?.ok ? saved.value : [];
  return <Registration policies={result.value} nonce={h.get('x-nonce') ?? ''} method={method} upiIds={upiIds} />;
}

interface RegistrationProps {
  policies: Policy[];
  nonce: string;
  method: Method;
  upiIds: string[];
}

function Registration({ policies, nonce, method, upiIds }: RegistrationProps) {
  const today = todayInIndia();
  const listed = orderForAutoPay(policies.filter(isEnachListed), today);
  const t = useTranslations('enach');
  const words = useTranslations('coreWords');
  if (listed.length === 0) {
    return <InfoBanner tone="info">{t('noPolicies')}</InfoBanner>;
  }
  const { features, enachSdkUrl } = getEnv();
  const options: EnachPolicyOption[] = listed.map((p) => ({
    policyNo: p.policyNo,
    statusCode: p.statusCode,
    premiumStatus: p.premiumStatus,
    paymentType: p.paymentType,
    frequency: coreWord(words, 'frequency', p.paymentFrequency),
    label: `${p.policyNo} - ${p.name}`,
  }));
  if (method === 'upi') {
    return <UpiFormLoader policies={options} initialPolicyNo={preselectedPolicy(listed)} savedUpiIds={upiIds} />;
  }
  const cards = Object.fromEntries(
    listed.map((p) => [
      p.policyNo,
      <PolicyCard
        // i18n-ignore: an analytics name
        displayPage="Home Page"
        key={p.policyNo}
        policy={p}
        today={today}
        payNowHref={payNowPath(p.policyNo, features)}
        headingLevel="h2"
      />,
    ]),
  );
  return (
    <EnachForm policies={options} cards={cards} initialPolicyNo={preselectedPolicy(listed)} sdkUrl={enachSdkUrl} nonce={nonce} />
  );
}
