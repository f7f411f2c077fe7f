import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { DuePremiumList } from '@/features/pay-premium/due-premium-list';
import { DuesPayment } from '@/features/pay-premium/dues-payment';
import { duesSelection } from '@/features/pay-premium/payment-schema';
import type { SearchParamsRecord } from '@/components/policy/query';
import { DuePremiumsSkeleton } from '@/features/pay-premium/payment-skeletons';
import { todayInIndia } from '@/lib/format';
import { getEnv } from '@/lib/server/env';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payPremium'))('title') };
}

interface PayPremiumPageProps {
  searchParams: Promise<SearchParamsRecord>;
}

/**
 * Premiums due or overdue, each with its way to pay (breakup first when that flag is on), and the
 * choice to pay several in one payment; ?pay=all or ?pay=<policy numbers> shows that payment.
 */
export default async function PayPremiumPage({ searchParams }: PayPremiumPageProps) {
  const { features } = getEnv();
  // The proxy hides switched-off routes too; the page does not rely on it.
  if (!features.payPremium) notFound();
  const selection = duesSelection((await searchParams).pay);
  const t = await getTranslations('payPremium');
  // The pay buttons are client leaves: they word their labels and refusals from this namespace.
  if (selection) {
    return (
      <ClientMessages namespaces={['payPremium']}>
        <DuesPayment selection={selection} showBreakup={features.premiumBreakup} />
      </ClientMessages>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">{t('title')}</h1>
        <p className="mt-1 text-ink-500">{t('lead')}</p>
      </div>
      <ClientMessages namespaces={['payPremium']}>
        <Suspense fallback={<DuePremiumsSkeleton />}>
          <DuePremiumList today={todayInIndia()} showBreakup={features.premiumBreakup} />
        </Suspense>
      </ClientMessages>
    </div>
  );
}
