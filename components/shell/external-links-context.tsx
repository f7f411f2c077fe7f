'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ClientLinkKey, ClientLinks } from '@/lib/links';

const ExternalLinksContext = createContext<Partial<ClientLinks> | null>(null);

export function ClientLinksProvider({ links, children }: { links: Partial<ClientLinks>; children: ReactNode }) {
  return <ExternalLinksContext.Provider value={links}>{children}</ExternalLinksContext.Provider>;
}

/** The configured addresses a client component shows, by name (CLIENT_LINK_KEYS in lib/links.ts). */
export function useExternalLinks<K extends ClientLinkKey>(...keys: K[]): Pick<ClientLinks, K> {
  const links = useContext(ExternalLinksContext);
  const missing = keys.filter((key) => !links?.[key]);
  // A build-time fallback here would quietly send customers to the placeholder site.
  if (!links || missing.length) {
    throw new Error(
      `useExternalLinks: ${missing.join(', ')} not given here; the segment's layout gives them with an ExternalLinksProvider (lib/links.ts, EVERY_PAGE_LINK_KEYS).`,
    );
  }
  return links as Pick<ClientLinks, K>;
}
