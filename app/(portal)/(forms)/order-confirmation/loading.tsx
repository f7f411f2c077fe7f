import { useTranslations } from 'next-intl';
import { PanelSkeleton } from '@/features/pay-premium/payment-skeletons';
import { Skeleton } from '@/components/ui/skeleton';

/** Neutral while the status is read: it must not look like a success before the core says so. */
export default function OrderConfirmationLoading() {
  const t = useTranslations('orderConfirmation');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <div aria-hidden="true" className="flex flex-col items-center gap-3">
        <Skeleton className="h-14 w-14" rounded="full" />
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-4 w-56" />
      </div>
      <PanelSkeleton label={t('checking')} lines={5} />
    </div>
  );
}
