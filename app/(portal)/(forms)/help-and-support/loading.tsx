import { HelpSectionsSkeleton } from '@/features/help-and-support/help-sections';
import { Skeleton } from '@/components/ui/skeleton';

/** The page's outline while the help content loads. */
export default function HelpAndSupportLoading() {
  return (
    <div className="flex flex-col gap-6">
      <div aria-hidden="true">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="mt-2 h-4 w-96 max-w-full" />
      </div>
      <HelpSectionsSkeleton />
    </div>
  );
}
