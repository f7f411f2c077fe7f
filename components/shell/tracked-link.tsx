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
 * A link that reports its press to analytics. The event rides on the anchor as three attributes
 * (./link-rules.ts) and the document's one listener sends it as a fire-and-forget beacon, so the
 * navigation never waits for it, and the link stays a plain element wherever it is rendered.
 * Props are passed one by one: a dashboard renders some twenty of these, and spreading and
 * JSON-encoding them showed up in its server profile.
 */
export function TrackedLink({ href, track, external, className, title, onClick, children, 'aria-current': current }: TrackedLinkProps) {
  // An internal one is an IntentLink's own anchor (components/ui/intent-link.tsx), written out: one
  // element, not two; another site opens in a new tab.
  return (
    <a
      href={href}
      data-nav={external ? undefined : ''}
      target={external ? '_blank' : undefined}
      rel={external ? NEW_TAB_REL : undefined}
      className={className}
      title={title}
      aria-current={current}
      onClick={onClick}
      data-track-menu={track.menuName}
      data-track-page={track.displayPage}
      data-track-policy={track.policyNo}
    >
      {children}
      {external && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
