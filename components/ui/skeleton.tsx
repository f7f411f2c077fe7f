import type { CSSProperties } from 'react';
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
  return <div aria-hidden="true" className={cx('skeleton', radius[rounded], className)} />;
}

export interface SkeletonTextProps {
  lines?: number;
  className?: string;
}

/**
 * A paragraph stand-in, drawn by one element (.skeleton-lines in app/globals.css paints the bars
 * and shortens the last one), so a loading page costs a few bytes, not a tree.
 */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <div
      aria-hidden="true"
      className={cx('skeleton skeleton-lines', lines === 1 && 'skeleton-line', className)}
      style={{ '--lines': lines } as CSSProperties}
    />
  );
}

/**
 * Stand-in for a policy card, at the same minimum height so the layout does not jump. Hidden once,
 * on the card: its bars need no aria-hidden of their own (pages show several of these at a time).
 */
export function SkeletonCard({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx('card min-h-card', className)}>
      <div className="skeleton h-6 w-3/4" />
      <div className="skeleton skeleton-lines mt-6" style={{ '--lines': 4 } as CSSProperties} />
    </div>
  );
}

/** A card of rows, each a title and a button, while a section of a page (documents, forms, help) loads. */
interface SectionSkeletonProps {
  /** read out while loading, e.g. 'Loading policy documents…' */
  label: string;
  rows?: number;
}

export function SectionSkeleton({ label, rows = 2 }: SectionSkeletonProps) {
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
