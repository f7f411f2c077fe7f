import type { TrackEvent } from '@/lib/track-client';

/*
 * Which presses on an anchor the app router takes, and what a link reports to analytics. Plain
 * functions of the anchor's attributes, so the rules are tested without a browser; the document's
 * listener (components/providers/link-navigation.tsx) applies them.
 */

/** Marks an anchor the router navigates; IntentLink (components/ui/intent-link.tsx) writes it literally in JSX. */
const NAV_ATTRIBUTE = 'data-nav';
/** On a router link: keep the scroll position (tabs that swap the content below them). */
const KEEP_SCROLL_ATTRIBUTE = 'data-keep-scroll';
/** A TrackedLink's analytics event: menuName, displayPage and, when there is one, policyNo. */
const TRACK_ATTRIBUTES = { menuName: 'data-track-menu', displayPage: 'data-track-page', policyNo: 'data-track-policy' } as const;

export interface AnchorFacts {
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

export interface PressFacts {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The event a press on this link reports, or null for a link that reports none. */
export function trackedEvent(a: AnchorFacts): TrackEvent | null {
  const menuName = a.getAttribute(TRACK_ATTRIBUTES.menuName);
  const displayPage = a.getAttribute(TRACK_ATTRIBUTES.displayPage);
  if (!menuName || !displayPage) return null;
  const policyNo = a.getAttribute(TRACK_ATTRIBUTES.policyNo);
  // The route handler checks the page against its list; this only carries what the link said.
  return { menuName, displayPage: displayPage as TrackEvent['displayPage'], ...(policyNo ? { policyNo } : {}) };
}

/** Only the portal's own paths go through the router ('//host' is another site). */
const isOwnPath = (href: string) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');

/** The path a router link leads to, or null when it does not go through the router at all. */
export function routerPath(a: AnchorFacts): string | null {
  if (!a.hasAttribute(NAV_ATTRIBUTE)) return null;
  const href = a.getAttribute('href');
  return href && isOwnPath(href) ? href : null;
}

/**
 * Where the router should go for this press, or null to leave it to the browser: a new tab or
 * window (any modifier, another button, another target), a download, or a press another handler
 * already took (the profile modals' links open their modal in place).
 */
export function routerPress(a: AnchorFacts, e: PressFacts): { path: string; scroll: boolean } | null {
  const path = routerPath(a);
  if (!path || e.defaultPrevented) return null;
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const target = a.getAttribute('target');
  if ((target && target !== '_self') || a.hasAttribute('download')) return null;
  return { path, scroll: !a.hasAttribute(KEEP_SCROLL_ATTRIBUTE) };
}
