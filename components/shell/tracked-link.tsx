import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { AriaAttributes, MouseEvent, ReactNode } from 'react';
import { trackAttributes, type TrackedPress } from '@/lib/track-attributes';
import { NEW_TAB_REL } from './links';

export interface TrackedLinkProps {
  href: string;
  /** the press's event; without a page, the enclosing trackScope's (else 'Menu') */
  track: TrackedPress;
  /** another site: opens in a new tab and says so to screen-reader users */
  external?: boolean;
  className?: string;
  title?: string;
  'aria-current'?: AriaAttributes['aria-current'];
  /** the visible text and more, for a link repeated per policy (one attribute is cheaper than a hidden span) */
  'aria-label'?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children?: ReactNode;
}

/**
 * A link that reports its press to analytics: next/link inside the portal, a new tab for another
 * site. The event rides on the anchor as data attributes, which one click listener on the document
 * reads (components/shell/track-clicks.tsx), so the link itself needs no handler of its own.
 */
export function TrackedLink({ href, track, external, children, ...rest }: TrackedLinkProps) {
  // Server or client: the words come from the catalogue where it runs, or the shared client set.
  const t = useTranslations('shellClient');
  if (external) {
    return (
      <a href={href} target="_blank" rel={NEW_TAB_REL} {...rest} {...trackAttributes(track)}>
        {children}
        <span className="sr-only"> {t('newTab')}</span>
      </a>
    );
  }
  return (
    <Link href={href} {...rest} {...trackAttributes(track)}>
      {children}
    </Link>
  );
}
