import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isPolicyNo } from '@/features/pay-premium/payment-schema';
import { PolicyGate } from '@/components/policy/policy-gate';
import { getEnv } from '@/lib/server/env';

interface BreakupLayoutProps {
  children: ReactNode;
  params: Promise<{ policyNo: string }>;
}

/**
 * The ownership gate sits here, outside the page's loading boundary, so a policy that is not the
 * customer's is answered 404 before the first byte, not a 200 that later says "not found".
 */
export default async function BreakupLayout({ children, params }: BreakupLayoutProps) {
  const { features } = getEnv();
  if (!features.payPremium || !features.premiumBreakup) notFound();
  const { policyNo } = await params;
  if (!isPolicyNo(policyNo)) notFound();
  return (
    <PolicyGate
      policyNo={policyNo}
      title={(await getTranslations('payPremium'))('breakupTitle')}
      path={`/pay-premium/${policyNo}`}
    >
      {children}
    </PolicyGate>
  );
}
