import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';

/*
 * Placeholders of the Download area, each the rough size of what replaces it and each announcing
 * itself once through a visually hidden status line.
 */

/** One panel per policy with a few table rows, like the receipts that replace it. */
export function PaymentHistorySkeleton({ policies = 2 }: { policies?: number }) {
  const t = useTranslations('download.history');
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      {Array.from({ length: policies }, (_, p) => (
        <div key={p} aria-hidden="true" className="card">
          <Skeleton className="h-6 w-56" />
          <Skeleton className="mt-2 h-4 w-32" />
          <div className="mt-5 flex flex-col gap-3">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
