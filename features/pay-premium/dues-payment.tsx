import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { Suspense } from 'react';
import { getOwnedPolicyOrNotFound } from '@/lib/server/data/policies';
import { getDuePolicies } from '@/lib/server/data/premiums';
import { getDuesBreakup } from '@/lib/server/data/multi-payment';
import type { OwnedPolicy } from '@/lib/types';
import { DuesBreakup } from './dues-breakup';
import { NothingDue } from './nothing-due';
import { PanelSkeleton } from './payment-skeletons';

interface DuesPaymentProps {
  /** `all`: every premium the customer can pay now (the home page's 'Pay all dues'); else the chosen policies */
  selection: 'all' | string[];
  showBreakup: boolean;
}

/**
 * /pay-premium?pay=…: the chosen dues paid together (issue 25 §2). Each chosen policy passes the
 * ownership gate (someone else's is not found); the core says what each costs and the total.
 */
export async function DuesPayment({ selection, showBreakup }: DuesPaymentProps) {
  const policies: OwnedPolicy[] =
    selection === 'all' ? await getDuePolicies() : await Promise.all(selection.map(getOwnedPolicyOrNotFound));
  const t = await getTranslations('payPremium');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <BackLink href="/pay-premium" to={t('title')} />
        <h1 className="mt-2 text-2xl font-semibold text-ink-900">{selection === 'all' ? t('dues.all') : t('dues.selected')}</h1>
        <p className="mt-1 text-ink-500">{t('dues.lead')}</p>
      </div>
      {policies.length === 0 ? (
        <NothingDue />
      ) : (
        <Suspense fallback={<PanelSkeleton label={t('loadingBreakup')} lines={6} />}>
          <DuesBreakup breakup={getDuesBreakup(policies)} showBreakup={showBreakup} />
        </Suspense>
      )}
    </div>
  );
}
