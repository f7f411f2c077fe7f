import { SectionSkeleton } from '@/components/ui/skeleton';
import { Skeleton } from '@/components/ui/skeleton';

/** The page's outline while it starts; each section then streams in behind its own skeleton. */
export default function DownloadLoading() {
  return (
    <div className="flex flex-col gap-6">
      <div aria-hidden="true">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="mt-2 h-4 w-96 max-w-full" />
      </div>
      <SectionSkeleton label="Loading downloads…" />
      <SectionSkeleton label="Loading premium paid certificate…" rows={1} />
    </div>
  );
}
