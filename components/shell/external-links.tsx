import type { ReactNode } from 'react';
import { CLIENT_LINK_KEYS, type ClientLinkKey, type ClientLinks, type ExternalLinks } from '@/lib/links';
import { ClientLinksProvider } from './external-links-context';

/**
 * The insurer's configured addresses (lib/links.ts) for client components deep in a flow or in a
 * profile modal, which any page may open. Server layouts give them from the server's
 * configuration, so a changed variable shows after a restart, with no rebuild. Only the ones named
 * by `keys` travel to the browser: the signed-in layout gives every page only the profile modals'
 * (EVERY_PAGE_LINK_KEYS), and each flow's layout, nested inside, all of them.
 */
export function ExternalLinksProvider({
  links,
  keys = CLIENT_LINK_KEYS,
  children,
}: {
  links: ExternalLinks;
  keys?: readonly ClientLinkKey[];
  children: ReactNode;
}) {
  const shown: Partial<ClientLinks> = Object.fromEntries(keys.map((key) => [key, links[key]]));
  return <ClientLinksProvider links={shown}>{children}</ClientLinksProvider>;
}
