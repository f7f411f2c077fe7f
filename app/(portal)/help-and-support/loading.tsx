import { DownloadSectionSkeleton } from '@/components/download/download-skeletons';
import { Skeleton } from '@/components/ui/skeleton';

/** The page's outline while the help content loads. */
export default function HelpAndSupportLoading() {
  return (
    <div className="flex flex-col gap-6">
      <div aria-hidden="true">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="mt-2 h-4 w-96 max-w-full" />
      </div>
      <DownloadSectionSkeleton label="Loading help and support…" rows={1} />
      <DownloadSectionSkeleton label="Loading unclaimed amounts…" rows={1} />
    </div>
  );
}
