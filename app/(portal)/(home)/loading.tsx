import { Skeleton, SkeletonCard } from '@/components/ui/skeleton';

/** The dashboard's outline while its first data arrives; the shell around it is already on screen. */
export default function DashboardLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        Loading…
      </p>
      <Skeleton className="h-8 w-56" />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <SkeletonCard />
        <SkeletonCard />
        <SkeletonCard />
      </div>
    </div>
  );
}
