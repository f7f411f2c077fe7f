import { Skeleton } from '@/components/ui/skeleton';

/** The page's outline (title, the top-up and the withdrawal cards) until it starts streaming. */
export default function UlipTopUpLoading() {
  return (
    <div className="flex flex-col gap-6">
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-80 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
