'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ExternalLinks } from '@/lib/links';

const ExternalLinksContext = createContext<ExternalLinks | null>(null);

/**
 * The insurer's configured addresses (lib/links.ts) for client components deep in a flow or a
 * profile modal, which any page may open. The signed-in layout gives them from the server's
 * configuration, so a changed variable shows after a restart, with no rebuild.
 */
export function ExternalLinksProvider({ links, children }: { links: ExternalLinks; children: ReactNode }) {
  return <ExternalLinksContext.Provider value={links}>{children}</ExternalLinksContext.Provider>;
}

export function useExternalLinks(): ExternalLinks {
  const links = useContext(ExternalLinksContext);
  // A build-time fallback here would quietly send customers to the placeholder site.
  if (!links) throw new Error('useExternalLinks needs an ExternalLinksProvider above it (app/(portal)/layout.tsx).');
  return links;
}
