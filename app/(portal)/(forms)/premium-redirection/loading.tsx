import { Skeleton, SkeletonCard } from '@/components/ui/skeleton';
import { PageSkeleton, StepperSkeleton } from '@/components/ui/page-skeleton';

/**
 * The outline of step 0 while the policy list arrives: title, the three-step progress, the
 * dropdown and the cards, at their final sizes so nothing jumps when the page paints.
 */
export default function PremiumRedirectionLoading() {
  return (
    <PageSkeleton titleWidth="w-64">
      <StepperSkeleton steps={3} className="flex items-start justify-between px-[12%]" />
      <Skeleton className="h-7 w-48" />
      <div aria-hidden="true" className="flex max-w-md flex-col gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-11 w-full" rounded="lg" />
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <SkeletonCard />
        <SkeletonCard />
      </div>
    </PageSkeleton>
  );
}
