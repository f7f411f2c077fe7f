import { DuePremiumsSkeleton } from '@/features/pay-premium/payment-skeletons';
import { Skeleton } from '@/components/ui/skeleton';

/** Same outline as the page, so the list slots in without the heading moving. */
export default function PayPremiumLoading() {
  return (
    <div className="flex flex-col gap-6">
      <div aria-hidden="true">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="mt-2 h-4 w-72" />
      </div>
      <DuePremiumsSkeleton />
    </div>
  );
}
