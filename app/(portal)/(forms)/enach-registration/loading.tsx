import { Skeleton, SkeletonCard, SkeletonText } from '@/components/ui/skeleton';
import { PageSkeleton } from '@/components/ui/page-skeleton';

/**
 * The outline of the registration form while the policy list arrives: heading, dropdown, card,
 * note, the two consents and the buttons, at their final sizes so nothing jumps when it loads.
 */
export default function EnachRegistrationLoading() {
  return (
    <PageSkeleton titleWidth="w-64">
      <div aria-hidden="true" className="flex max-w-md flex-col gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-11 w-full" rounded="lg" />
      </div>
      <SkeletonCard className="max-w-md" />
      <Skeleton className="h-20 w-full" rounded="lg" />
      <SkeletonText lines={2} />
      <SkeletonText lines={2} />
      <div aria-hidden="true" className="flex gap-3">
        <Skeleton className="h-11 w-28" rounded="lg" />
        <Skeleton className="h-11 w-28" rounded="lg" />
      </div>
    </PageSkeleton>
  );
}
