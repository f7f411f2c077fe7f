'use client';

import Link from 'next/link';
import { type ComponentProps, useState } from 'react';

/**
 * The portal's internal link. Next prefetches every link that scrolls into view; on the dashboard
 * that was some thirty requests, each rendering a whole page with its core calls, for pages the
 * customer mostly never opens. This one prefetches only on intent: a pointer resting on it, a touch
 * starting, or keyboard focus, which still comes a few hundred milliseconds before the click.
 */
export function IntentLink({ onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(e) => {
        setIntent(true);
        onMouseEnter?.(e);
      }}
      onTouchStart={(e) => {
        setIntent(true);
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        setIntent(true);
        onFocus?.(e);
      }}
    />
  );
}
