import { Skeleton, SkeletonCard } from '@/components/ui/skeleton';

/** The page's outline (title, stepper, dropdown, cards) at its final sizes, so nothing jumps. */
export default function FundSwitchLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        Loading…
      </p>
      <div aria-hidden="true" className="flex items-center gap-3">
        <Skeleton className="h-8 w-8" rounded="full" />
        <Skeleton className="h-8 w-48" />
      </div>
      <div aria-hidden="true" className="flex justify-between gap-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex flex-1 flex-col items-center gap-2">
            <Skeleton className="h-8 w-8 desk:h-10 desk:w-10" rounded="full" />
            <Skeleton className="h-3 w-20" />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex flex-col gap-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
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
    </div>
  );
}
