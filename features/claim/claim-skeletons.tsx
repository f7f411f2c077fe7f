import { Skeleton, SkeletonCard } from '@/components/ui/skeleton';

/** The form's outline while the policies are read. */
export function ClaimFormSkeleton() {
  return (
    <div aria-hidden="true" className="card flex flex-col gap-5">
      <Skeleton className="h-5 w-64" />
      <Skeleton className="h-11 w-full" rounded="lg" />
      <Skeleton className="h-11 w-full" rounded="lg" />
    </div>
  );
}

/** Two claim cards' outline while the claims are read. */
export function ClaimListSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <SkeletonCard />
      <SkeletonCard />
    </div>
  );
}
