import type { ReactNode } from 'react';
import { ExternalLinksProvider } from '@/components/shell/external-links';
import { getEnv } from '@/lib/server/env';

/** Its holdings link to the funds’ performance: this segment's pages get every client address, the rest of the portal only the profile modals'. */
export default function PremiumRedirectionLayout({ children }: { children: ReactNode }) {
  return <ExternalLinksProvider links={getEnv().links}>{children}</ExternalLinksProvider>;
}
