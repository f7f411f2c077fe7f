import { useTranslations } from 'next-intl';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';

/** One card's outline: a heading bar and a few rows, the rough size of a profile section. */
function SectionSkeleton({ lines }: { lines: number }) {
  return (
    <div aria-hidden="true" className="card">
      <Skeleton className="h-6 w-40" />
      <SkeletonText lines={lines} className="mt-4" />
      <Skeleton className="mt-4 h-9 w-44" />
    </div>
  );
}

/** The profile's sections while profile/details is on its way; announced once. */
export function ProfileDetailsSkeleton() {
  const t = useTranslations('manageProfile');
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {t('loadingProfile')}
      </p>
      <SectionSkeleton lines={3} />
      <SectionSkeleton lines={3} />
      <SectionSkeleton lines={2} />
      <SectionSkeleton lines={3} />
    </div>
  );
}

export function PolicyNomineesSkeleton() {
  const t = useTranslations('manageProfile');
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('loadingPolicies')}
      </p>
      <SectionSkeleton lines={4} />
    </div>
  );
}
