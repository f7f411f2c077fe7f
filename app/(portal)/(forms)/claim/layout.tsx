import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ExternalLinksProvider } from '@/components/shell/external-links';
import { getEnv } from '@/lib/server/env';

/**
 * The claim forms’ documents link to blank forms: this segment's pages get every client address, the
 * rest of the portal only the profile modals'. Its client leaves (the form, the document asks) word
 * their texts, rules' keys and document labels from `claim` and `options`.
 */
export default function ClaimLayout({ children }: { children: ReactNode }) {
  return (
    <ExternalLinksProvider links={getEnv().links}>
      <ClientMessages namespaces={['claim', 'options']}>{children}</ClientMessages>
    </ExternalLinksProvider>
  );
}
