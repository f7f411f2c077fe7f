'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ClientLinks } from '@/lib/links';

const ExternalLinksContext = createContext<ClientLinks | null>(null);

export function ClientLinksProvider({ links, children }: { links: ClientLinks; children: ReactNode }) {
  return <ExternalLinksContext.Provider value={links}>{children}</ExternalLinksContext.Provider>;
}

/** The configured addresses a client component may show (CLIENT_LINK_KEYS in lib/links.ts). */
export function useExternalLinks(): ClientLinks {
  const links = useContext(ExternalLinksContext);
  // A build-time fallback here would quietly send customers to the placeholder site.
  if (!links) throw new Error('useExternalLinks needs an ExternalLinksProvider above it (app/(portal)/layout.tsx).');
  return links;
}
