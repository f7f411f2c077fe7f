'use client';

import { IntentLink } from '@/components/ui/intent-link';
import type { AriaAttributes, MouseEvent, ReactNode } from 'react';
import { trackEvent, type TrackEvent } from '@/lib/track-client';
import { NEW_TAB_REL } from './links';

export interface TrackedLinkProps {
  href: string;
  track: TrackEvent;
  /** another site: opens in a new tab and says so to screen-reader users */
  external?: boolean;
  className?: string;
  title?: string;
  'aria-current'?: AriaAttributes['aria-current'];
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

/**
 * A link that reports its press to analytics. The beacon is fire-and-forget, so the
 * navigation itself never waits for it.
 */
export function TrackedLink({ href, track, external, onClick, children, ...rest }: TrackedLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    trackEvent(track);
    onClick?.(event);
  };
  if (external) {
    return (
      <a {...rest} href={href} target="_blank" rel={NEW_TAB_REL} onClick={handleClick}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <IntentLink {...rest} href={href} onClick={handleClick}>
      {children}
    </IntentLink>
  );
}
