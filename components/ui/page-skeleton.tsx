import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

/**
 * The frame every flow page's loading.tsx shares: announced once as loading, a back arrow and a
 * title bar, then the page's own outline (children) at its final sizes so nothing jumps.
 */
export function PageSkeleton({ titleWidth = 'w-48', children }: { titleWidth?: string; children: ReactNode }) {
  const t = useTranslations('common');
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div aria-hidden="true" className="flex items-center gap-3">
        <Skeleton className="h-8 w-8" rounded="full" />
        <Skeleton className={`h-8 ${titleWidth}`} />
      </div>
      {children}
    </div>
  );
}

/** A stepper's circles and labels. */
export function StepperSkeleton({ steps, className = 'flex justify-between gap-4' }: { steps: number; className?: string }) {
  return (
    <div aria-hidden="true" className={className}>
      {Array.from({ length: steps }, (_, i) => (
        <div key={i} className="flex flex-1 flex-col items-center gap-2">
          <Skeleton className="h-8 w-8 desk:h-10 desk:w-10" rounded="full" />
          <Skeleton className="h-3 w-20" />
        </div>
      ))}
    </div>
  );
}
