import type { AnchorHTMLAttributes, AriaAttributes, MouseEvent, ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
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

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & Record<`data-${string}`, string>;

/**
 * A link that reports its press to analytics. The event rides on the anchor as three attributes
 * (./link-rules.ts) and the document's one listener sends it as a fire-and-forget beacon, so the
 * navigation never waits for it, and the link stays a plain element wherever it is rendered.
 * Only the attributes a link has are written: rendered by a server component, every prop left
 * undefined is still serialised into the page's RSC payload and parsed back (a dashboard renders
 * some twenty of these).
 */
export function TrackedLink({
  href,
  track,
  external,
  className,
  title,
  onClick,
  children,
  'aria-current': current,
}: TrackedLinkProps) {
  // An internal one is an IntentLink (a plain function: still one anchor); another site opens in a new tab.
  const props: AnchorProps = external ? { href, target: '_blank', rel: NEW_TAB_REL } : { href };
  if (className) props.className = className;
  if (title) props.title = title;
  if (current) props['aria-current'] = current;
  if (onClick) props.onClick = onClick;
  props['data-track-menu'] = track.menuName;
  props['data-track-page'] = track.displayPage;
  if (track.policyNo) props['data-track-policy'] = track.policyNo;
  return external ? (
    <a {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <IntentLink {...props} href={href}>
      {children}
    </IntentLink>
  );
}
