import { cx } from './field-styles';

export interface SkeletonProps {
  /** Size and shape come from the caller, e.g. "h-6 w-40" or "h-full min-h-card". */
  className?: string;
  rounded?: 'md' | 'lg' | 'full';
}

/** .skeleton (app/globals.css) is already rounded-md. */
const radius = {
  md: undefined,
  lg: 'rounded-xl',
  full: 'rounded-full',
} as const;

/**
 * Placeholder block while data loads. aria-hidden because it carries nothing to read; the
 * loading state itself should be announced once by the page (e.g. aria-busy on the region).
 * Pulsing stops for users who ask for reduced motion.
 */
export function Skeleton({ className, rounded = 'md' }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cx('skeleton', radius[rounded], className)}
    />
  );
}

export interface SkeletonTextProps {
  lines?: number;
  className?: string;
}

/** A paragraph stand-in; the last line is shorter so it reads as text rather than a box. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <div aria-hidden="true" className={cx('space-y-2', className)}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={cx('h-4', index === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full')} />
      ))}
    </div>
  );
}

/** Stand-in for a policy card, at the same minimum height so the layout does not jump. */
export function SkeletonCard({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx('min-h-card rounded-xl bg-white p-5 shadow-sm', className)}>
      <Skeleton className="h-5 w-24" rounded="full" />
      <Skeleton className="mt-4 h-6 w-3/4" />
      <SkeletonText lines={4} className="mt-6" />
    </div>
  );
}
