import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BackLink } from '@/components/ui/back-link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { PremiumBreakup } from '@/features/pay-premium/premium-breakup';
import { PanelSkeleton } from '@/features/pay-premium/payment-skeletons';
import { Tag } from '@/components/ui/tag';
import { todayInIndia } from '@/lib/format';
import { MessageText } from '@/lib/i18n/message-text';
import { statusTag } from '@/lib/policy-rules';
import { isPolicyNo } from '@/features/pay-premium/payment-schema';
import { getOwnedPolicyOrNotFound } from '@/lib/server/data/policies';
import { getPremiumBreakup } from '@/lib/server/data/premiums';
import { getEnv } from '@/lib/server/env';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payPremium'))('breakupTitle') };
}

interface BreakupPageProps {
  params: Promise<{ policyNo: string }>;
}

/** The SMS deep link lands here (through login when needed): what is due on one policy, then pay. */
export default async function PremiumBreakupPage({ params }: BreakupPageProps) {
  const { features } = getEnv();
  if (!features.payPremium || !features.premiumBreakup) notFound();
  const { policyNo } = await params;
  if (!isPolicyNo(policyNo)) notFound();

  // The layout's gate, remembered for the request: the breakup is read only for the customer's own policy.
  const policy = await getOwnedPolicyOrNotFound(policyNo);
  const breakup = getPremiumBreakup(policy);
  const tag = statusTag(policy, todayInIndia());
  const t = await getTranslations('payPremium');

  return (
    <div className="flex flex-col gap-6">
      <div>
        <BackLink href="/pay-premium" to={t('title')} />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-ink-900">{t('breakupTitle')}</h1>
          <Tag tone={tag.tone} dot>
            <MessageText message={tag.label} />
          </Tag>
        </div>
        <p className="mt-1 text-ink-500">{t('policyLine', { name: policy.name, policyNo: policy.policyNo })}</p>
      </div>
      <Suspense
        fallback={
          <div className="max-w-xl">
            <PanelSkeleton label={t('loadingBreakup')} lines={6} />
          </div>
        }
      >
        <ClientMessages namespaces={['payPremium']}>
          <PremiumBreakup breakup={breakup} />
        </ClientMessages>
      </Suspense>
    </div>
  );
}
