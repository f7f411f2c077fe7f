/*
 * Which presses on an anchor the app router takes, and what a link reports to analytics. Plain
 * functions of the anchor's attributes, so the rules are tested without a browser; the document's
 * listener (components/providers/link-navigation.tsx) applies them.
 */

/** Marks an anchor the router navigates (IntentLink). */
export const NAV_ATTRIBUTE = 'data-nav';
/** On a router link: keep the scroll position (tabs that swap the content below them). */
export const KEEP_SCROLL_ATTRIBUTE = 'data-keep-scroll';
/** The analytics event of a TrackedLink, as JSON. */
export const TRACK_ATTRIBUTE = 'data-track';

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

/** Only the portal's own paths go through the router ('//host' is another site). */
export const isOwnPath = (href: string) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');

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
