import { CoverageSkeleton, PolicySummarySkeleton } from '@/features/policy-details/policy-skeletons';
import { Skeleton } from '@/components/ui/skeleton';

/** Until ownership is confirmed only the outline of the page shows; no policy data is guessed at. */
export default function PolicyDetailsLoading() {
  return (
    <div className="flex flex-col gap-6">
      <div aria-hidden="true">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-3 h-8 w-72" />
        <Skeleton className="mt-2 h-4 w-40" />
      </div>
      <Skeleton className="h-11 w-64" />
      <PolicySummarySkeleton />
      <CoverageSkeleton />
    </div>
  );
}
