import type { ReactNode } from 'react';
import type { StatusTone } from '@/lib/types';
import { cx } from './field-styles';

/** Same union as lib/policy-rules' statusTag(), so its result can be passed straight in. */
export type TagTone = StatusTone;

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
  // .tag, .tag-{tone} and .tag-dot live in app/globals.css (each tone's colours meet 4.5:1).
  return <span className={cx('tag', `tag-${tone}`, dot && 'tag-dot', className)}>{children}</span>;
}
