import { Skeleton } from '@/components/ui/skeleton';

/** The privacy centre's outline until the page starts streaming. */
export default function PrivacyCentreLoading() {
  return (
    <div className="flex flex-col gap-6">
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
