'use client';

import { Skeleton } from '@/components/ui/skeleton';

/**
 * The dashboard's outline while a navigation to it is on its way: the greeting and one block where
 * the policies go (their own skeleton, card by card, is the page's Suspense fallback). Kept this
 * small, and a client component, because every dashboard response carries it (as one reference
 * in the RSC payload instead of its elements).
 */
export default function DashboardLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        Loading…
      </p>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="min-h-card" rounded="lg" />
    </div>
  );
}
