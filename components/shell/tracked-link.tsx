import { IntentLink } from '@/components/ui/intent-link';
import { TRACK_ATTRIBUTE } from '@/components/ui/link-rules';
import type { AriaAttributes, MouseEvent, ReactNode } from 'react';
import type { TrackEvent } from '@/lib/track-client';
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
 * A link that reports its press to analytics. The event rides on the anchor and the document's one
 * listener sends it as a fire-and-forget beacon, so the navigation never waits for it, and the
 * link stays a plain element wherever it is rendered.
 */
export function TrackedLink({ href, track, external, children, ...rest }: TrackedLinkProps) {
  const tracked = { [TRACK_ATTRIBUTE]: JSON.stringify(track) };
  if (external) {
    return (
      <a {...rest} {...tracked} href={href} target="_blank" rel={NEW_TAB_REL}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <IntentLink {...rest} {...tracked} href={href}>
      {children}
    </IntentLink>
  );
}
