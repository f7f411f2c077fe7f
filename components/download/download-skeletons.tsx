import { Skeleton, SkeletonText } from '@/components/ui/skeleton';

/*
 * Placeholders of the Download area, each the rough size of what replaces it and each announcing
 * itself once through a visually hidden status line.
 */

interface SectionSkeletonProps {
  /** read out while loading, e.g. 'Loading policy documents…' */
  label: string;
  rows?: number;
}

export function DownloadSectionSkeleton({ label, rows = 2 }: SectionSkeletonProps) {
  return (
    <div aria-busy="true" className="card">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="mt-3 h-4 w-3/4" />
      <div aria-hidden="true" className="mt-4 divide-y divide-brand-100">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex items-center justify-between gap-4 py-4">
            <SkeletonText lines={2} className="w-56" />
            <Skeleton className="h-11 w-36" rounded="lg" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** One panel per policy with a few table rows, like the receipts that replace it. */
export function PaymentHistorySkeleton({ policies = 2 }: { policies?: number }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        Loading your payment history…
      </p>
      {Array.from({ length: policies }, (_, p) => (
        <div key={p} aria-hidden="true" className="card">
          <Skeleton className="h-6 w-56" />
          <Skeleton className="mt-2 h-4 w-32" />
          <div className="mt-5 flex flex-col gap-3">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
