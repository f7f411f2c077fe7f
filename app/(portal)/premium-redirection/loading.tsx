import { Skeleton, SkeletonCard } from '@/components/ui/skeleton';

/**
 * The outline of step 0 while the policy list arrives: title, the three-step progress, the
 * dropdown and the cards, at their final sizes so nothing jumps when the page paints.
 */
export default function PremiumRedirectionLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        Loading…
      </p>
      <div aria-hidden="true" className="flex items-center gap-3">
        <Skeleton className="h-8 w-8" rounded="full" />
        <Skeleton className="h-8 w-64" />
      </div>
      <div aria-hidden="true" className="flex items-start justify-between px-[12%]">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex flex-col items-center gap-2">
            <Skeleton className="h-8 w-8 desk:h-10 desk:w-10" rounded="full" />
            <Skeleton className="h-3 w-20" />
          </div>
        ))}
      </div>
      <Skeleton className="h-7 w-48" />
      <div aria-hidden="true" className="flex max-w-md flex-col gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-11 w-full" rounded="lg" />
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <SkeletonCard />
        <SkeletonCard />
      </div>
    </div>
  );
}
