import { useTranslations } from 'next-intl';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';

/** The section at the size of one mandate, announced once through a visually hidden status line. */
export function MandatesSkeleton() {
  const t = useTranslations('enach');
  return (
    <div aria-busy="true" className="card">
      <p role="status" className="sr-only">
        {t('mandates.loading')}
      </p>
      <Skeleton className="h-6 w-56" />
      <div aria-hidden="true" className="mt-4 rounded-lg border border-brand-100 p-4">
        <div className="flex items-start justify-between gap-4">
          <Skeleton className="h-5 w-64 max-w-full" />
          <Skeleton className="h-6 w-20" rounded="full" />
        </div>
        <SkeletonText lines={5} className="mt-4" />
        <div className="mt-4 flex gap-3">
          <Skeleton className="h-9 w-24" rounded="lg" />
          <Skeleton className="h-9 w-24" rounded="lg" />
        </div>
      </div>
    </div>
  );
}
