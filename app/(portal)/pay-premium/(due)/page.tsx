import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { DuePremiumList } from '@/features/pay-premium/due-premium-list';
import { DuesPayment } from '@/features/pay-premium/dues-payment';
import { duesSelection } from '@/features/pay-premium/payment-schema';
import type { SearchParamsRecord } from '@/components/policy/query';
import { DuePremiumsSkeleton } from '@/features/pay-premium/payment-skeletons';
import { todayInIndia } from '@/lib/format';
import { getEnv } from '@/lib/server/env';

export const metadata: Metadata = { title: 'Pay Premium' };

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
  if (selection) return <DuesPayment selection={selection} showBreakup={features.premiumBreakup} />;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Pay Premium</h1>
        <p className="mt-1 text-ink-500">Pay the premium due on your policies securely online.</p>
      </div>
      <Suspense fallback={<DuePremiumsSkeleton />}>
        <DuePremiumList today={todayInIndia()} showBreakup={features.premiumBreakup} />
      </Suspense>
    </div>
  );
}
