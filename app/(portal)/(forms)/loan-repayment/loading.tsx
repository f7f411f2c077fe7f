import { Skeleton } from '@/components/ui/skeleton';

/** The page's outline (title, what is owed with the form) until it starts streaming. */
export default function LoanRepaymentLoading() {
  return (
    <div className="flex flex-col gap-6">
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}
