import type { ReactNode } from 'react';
import type { StatusTone } from '@/lib/types';
import { cx } from './field-styles';

/** Same union as lib/policy-rules' statusTag(), so its result can be passed straight in. */
export type TagTone = StatusTone;

/* Dark text on a pale tint of the same hue: every pair is above 4.5:1 at the small tag size. */
const tones: Record<TagTone, { pill: string; dot: string }> = {
  green: { pill: 'bg-leaf-50 text-leaf-700 ring-leaf-600/30', dot: 'bg-leaf-600' },
  amber: { pill: 'bg-amber-50 text-amber-700 ring-amber-600/30', dot: 'bg-amber-600' },
  raspberry: { pill: 'bg-raspberry-50 text-raspberry-700 ring-raspberry-600/30', dot: 'bg-raspberry-600' },
  grey: { pill: 'bg-gray-100 text-ink-700 ring-ink-400/30', dot: 'bg-ink-500' },
  brand: { pill: 'bg-brand-50 text-brand-700 ring-brand-500/30', dot: 'bg-brand-600' },
};

export interface TagProps {
  tone?: TagTone;
  children: ReactNode;
  /** Leading dot; helps when tags sit next to each other and colour alone would carry meaning. */
  dot?: boolean;
  className?: string;
}

/**
 * Status pill (policy status, "Active", service-request state). Purely presentational: the text
 * itself carries the meaning, so no role or live region is needed.
 */
export function Tag({ tone = 'grey', children, dot = false, className }: TagProps) {
  const style = tones[tone];
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        style.pill,
        className,
      )}
    >
      {dot && <span aria-hidden="true" className={cx('h-1.5 w-1.5 rounded-full', style.dot)} />}
      {children}
    </span>
  );
}

