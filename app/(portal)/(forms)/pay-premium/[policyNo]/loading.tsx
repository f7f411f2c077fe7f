import { useTranslations } from 'next-intl';
import { HeadingSkeleton, PanelSkeleton } from '@/features/pay-premium/payment-skeletons';

/** Until ownership is confirmed only the outline shows; no policy data is guessed at. */
export default function PremiumBreakupLoading() {
  const t = useTranslations('payPremium');
  return (
    <div className="flex flex-col gap-6">
      <HeadingSkeleton />
      <div className="max-w-xl">
        <PanelSkeleton label={t('loadingBreakup')} lines={6} />
      </div>
    </div>
  );
}
