import type { AnchorHTMLAttributes } from 'react';

export interface IntentLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** a path inside the portal */
  href: string;
  /** false keeps the scroll position (tabs that swap the content below them) */
  scroll?: boolean;
}

/**
 * The portal's internal link: a plain anchor, marked so that the app router navigates it and
 * prefetches it on intent (hover, touch, focus). One listener for the whole document does both
 * (components/providers/link-navigation.tsx; the attributes are in ./link-rules.ts). Neither a
 * client component nor a hook: a dashboard has some thirty links, and as components each one was
 * rendered, serialised and hydrated on its own (measured: about a fifth of a dashboard's server
 * time); next/link before that also prefetched every link in view.
 */
export function IntentLink({ scroll = true, ...rest }: IntentLinkProps) {
  // No data-keep-scroll={undefined}: from a server component that would still ride in the payload.
  return scroll ? <a data-nav="" {...rest} /> : <a data-nav="" data-keep-scroll="" {...rest} />;
}
