import { PaymentHistorySkeleton } from '@/features/download/download-skeletons';
import { Skeleton } from '@/components/ui/skeleton';

/** The page's outline while it starts; no receipt data is guessed at. */
export default function PaymentHistoryLoading() {
  return (
    <div className="flex flex-col gap-6">
      <div aria-hidden="true">
        <Skeleton className="h-4 w-36" />
        <Skeleton className="mt-3 h-8 w-56" />
        <Skeleton className="mt-2 h-4 w-80 max-w-full" />
      </div>
      <PaymentHistorySkeleton />
    </div>
  );
}
