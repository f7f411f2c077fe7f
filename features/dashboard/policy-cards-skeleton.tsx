import { SkeletonCard } from '@/components/ui/skeleton';

/** Same grid and card height as PolicyCards, so nothing jumps when the cards arrive. */
export function PolicyCardsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading your policies…
      </p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    </div>
  );
}
