import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';

/* Placeholders for the payment pages, each about the size of what replaces it. */

function Busy({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </div>
  );
}

export function DuePremiumsSkeleton() {
  const t = useTranslations('payPremium');
  return (
    <Busy label={t('loadingPremiums')}>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1].map((i) => (
          <div key={i} aria-hidden="true" className="rounded-xl bg-white p-5 shadow-sm">
            <Skeleton className="h-5 w-28" rounded="full" />
            <Skeleton className="mt-4 h-6 w-3/4" />
            <SkeletonText lines={3} className="mt-5" />
            <Skeleton className="mt-6 h-11 w-full" rounded="lg" />
          </div>
        ))}
      </div>
    </Busy>
  );
}

export function PanelSkeleton({ label, lines = 5 }: { label: string; lines?: number }) {
  return (
    <Busy label={label}>
      <div aria-hidden="true" className="rounded-xl bg-white p-5 shadow-sm">
        <Skeleton className="h-6 w-48" />
        <SkeletonText lines={lines} className="mt-5" />
        <Skeleton className="mt-6 h-11 w-40" rounded="lg" />
      </div>
    </Busy>
  );
}

/** Title block of a page whose heading depends on data (breakup, confirmation). */
export function HeadingSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-3 h-8 w-72" />
      <Skeleton className="mt-2 h-4 w-40" />
    </div>
  );
}
