import { Skeleton, SkeletonCard } from '@/components/ui/skeleton';
import { PageSkeleton, StepperSkeleton } from '@/components/ui/page-skeleton';

/** The page's outline (title, stepper, dropdown, cards) at its final sizes, so nothing jumps. */
export default function FundSwitchLoading() {
  return (
    <PageSkeleton titleWidth="w-48">
      <StepperSkeleton steps={4} className="flex justify-between gap-4" />
      <div aria-hidden="true" className="flex flex-col gap-5 card">
        <Skeleton className="h-6 w-40" />
        <div className="flex max-w-md flex-col gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-11 w-full" rounded="lg" />
        </div>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <SkeletonCard className="ring-1 ring-brand-100" />
          <SkeletonCard className="ring-1 ring-brand-100" />
        </div>
      </div>
    </PageSkeleton>
  );
}
