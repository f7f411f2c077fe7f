import type { ReactNode } from 'react';
import { ExternalLinksProvider } from '@/components/shell/external-links';
import { getEnv } from '@/lib/server/env';

/** The claim forms’ documents link to blank forms: this segment's pages get every client address, the rest of the portal only the profile modals'. */
export default function ClaimLayout({ children }: { children: ReactNode }) {
  return <ExternalLinksProvider links={getEnv().links}>{children}</ExternalLinksProvider>;
}
