'use client';

import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface IntentLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** a path inside the portal */
  href: string;
  /** false keeps the scroll position (tabs that swap the content below them) */
  scroll?: boolean;
}

/** The browser's own way for a new tab or window, a download, or a click another handler took. */
function leaveToBrowser(e: MouseEvent<HTMLAnchorElement>): boolean {
  const a = e.currentTarget;
  const modified = e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
  return e.defaultPrevented || modified || (a.target !== '' && a.target !== '_self') || a.hasAttribute('download');
}

/** Only the portal's own paths go through the router ('//host' is another site). */
const isOwnPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * The portal's internal link: a plain anchor that the app router navigates, prefetching only on
 * intent (a pointer resting on it, a touch starting, keyboard focus, a few hundred milliseconds
 * before the click). Next's <Link> prefetched every link in view, some thirty pages per dashboard
 * view, and was the costliest element of every server render: a dashboard has about 35 links, and
 * each Link is a context provider with six hooks, rendered again on hydration.
 */
export function IntentLink({ href, scroll = true, onClick, onMouseEnter, onTouchStart, onFocus, ...rest }: IntentLinkProps) {
  const router = useRouter();
  // Deduplicated by the router's prefetch cache: a second intent costs nothing.
  const prefetch = () => router.prefetch(href);
  return (
    <a
      {...rest}
      href={href}
      onClick={(e) => {
        onClick?.(e);
        if (leaveToBrowser(e) || !isOwnPath(href)) return;
        e.preventDefault();
        router.push(href, { scroll });
      }}
      onMouseEnter={(e) => {
        prefetch();
        onMouseEnter?.(e);
      }}
      onTouchStart={(e) => {
        prefetch();
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        prefetch();
        onFocus?.(e);
      }}
    />
  );
}
