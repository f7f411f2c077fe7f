import { Skeleton, SkeletonText } from '@/components/ui/skeleton';
import { PageSkeleton } from '@/components/ui/page-skeleton';

/**
 * While the core is asked for the mandate's status. No title yet: whether it reads 'Registration'
 * or 'Transaction Confirmation' depends on the answer, so none is guessed at.
 */
export default function EnachConfirmationLoading() {
  return (
    <PageSkeleton titleWidth="w-72">
      <Skeleton className="h-16 w-full" rounded="lg" />
      <div aria-hidden="true" className="max-w-xl rounded-xl bg-white p-5 shadow-sm">
        <Skeleton className="h-6 w-40" />
        <SkeletonText lines={7} className="mt-4" />
      </div>
      <div aria-hidden="true" className="flex gap-3">
        <Skeleton className="h-11 w-32" rounded="lg" />
        <Skeleton className="h-11 w-32" rounded="lg" />
      </div>
    </PageSkeleton>
  );
}
