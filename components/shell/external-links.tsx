import type { ReactNode } from 'react';
import { CLIENT_LINK_KEYS, type ClientLinks, type ExternalLinks } from '@/lib/links';
import { ClientLinksProvider } from './external-links-context';

/**
 * The insurer's configured addresses (lib/links.ts) for client components deep in a flow or in a
 * profile modal, which any page may open. The signed-in layout gives them from the server's
 * configuration, so a changed variable shows after a restart, with no rebuild. Only the few that
 * client components show travel to the browser: every page's payload carries them.
 */
export function ExternalLinksProvider({ links, children }: { links: ExternalLinks; children: ReactNode }) {
  const shown = Object.fromEntries(CLIENT_LINK_KEYS.map((key) => [key, links[key]])) as ClientLinks;
  return <ClientLinksProvider links={shown}>{children}</ClientLinksProvider>;
}
