import { Skeleton, SkeletonText } from '@/components/ui/skeleton';

/** A section the size of what replaces it, announced once through a visually hidden status line. */
export function RequestSectionSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" className="card">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-6 w-56" />
      <div aria-hidden="true" className="mt-4 flex flex-col gap-3">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex items-start justify-between gap-4 rounded-lg border border-brand-100 p-4">
            <SkeletonText lines={3} className="w-64 max-w-full" />
            <Skeleton className="h-6 w-24" rounded="full" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The page's heading and tabs, at their final sizes so nothing jumps when the page arrives. */
export function ServiceRequestHeaderSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="h-8 w-56" />
      <Skeleton className="mt-2 h-4 w-96 max-w-full" />
      <Skeleton className="mt-6 h-11 w-96 max-w-full" />
    </div>
  );
}
