import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NestedMessages } from '@/components/i18n/nested-messages';

/**
 * What the Download page's client leaves read: the download button's `documents` and only the
 * `download.client` part of the page's catalogue (the e-policy offer, the certificate's pickers).
 * The rest of `download` is worded by server components and need not travel in the page.
 */
export async function DownloadMessages({ children }: { children: ReactNode }) {
  const all = await getMessages();
  return (
    <NestedMessages messages={{ documents: all.documents, download: { client: all.download.client } }}>{children}</NestedMessages>
  );
}
