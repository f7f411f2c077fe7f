import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';

/*
 * Placeholders for the policy-details sections, each the rough size of what replaces it.
 * Each announces itself once through a visually hidden status line.
 */

function SkeletonPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div aria-busy="true" className="card">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-6 w-40" />
      <div className="mt-4">{children}</div>
    </div>
  );
}

export function PolicySummarySkeleton() {
  const t = useTranslations('policyDetails.loading');
  return (
    <SkeletonPanel label={t('summary')}>
      <div className="grid gap-3 desk:grid-cols-2 desk:gap-x-10">
        <SkeletonText lines={6} />
        <SkeletonText lines={6} />
      </div>
    </SkeletonPanel>
  );
}

export function CoverageSkeleton() {
  const t = useTranslations('policyDetails.loading');
  return (
    <SkeletonPanel label={t('coverage')}>
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-36" rounded="lg" />
        <Skeleton className="h-36" rounded="lg" />
      </div>
    </SkeletonPanel>
  );
}

export function FundDetailsSkeleton() {
  const t = useTranslations('policyDetails.loading');
  return (
    <SkeletonPanel label={t('funds')}>
      <Skeleton className="h-4 w-64" />
      <div className="mt-4 grid gap-6 desk:grid-cols-[1fr_16rem]">
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-48" rounded="lg" />
          <Skeleton className="h-48" rounded="lg" />
        </div>
        <Skeleton className="mx-auto h-44 w-44" rounded="full" />
      </div>
    </SkeletonPanel>
  );
}

/** Inside Fund Details, so no panel of its own: just the charts' outline while the history loads. */
export function NavHistorySkeleton() {
  const t = useTranslations('policyDetails.loading');
  return (
    <div aria-busy="true" className="mt-6">
      <p role="status" className="sr-only">
        {t('nav')}
      </p>
      <Skeleton className="h-5 w-48" />
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <Skeleton className="h-56" rounded="lg" />
        <Skeleton className="h-56" rounded="lg" />
      </div>
    </div>
  );
}

export function NomineesSkeleton() {
  const t = useTranslations('policyDetails.loading');
  return (
    <SkeletonPanel label={t('nominees')}>
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-32" rounded="lg" />
        <Skeleton className="h-32" rounded="lg" />
      </div>
    </SkeletonPanel>
  );
}
