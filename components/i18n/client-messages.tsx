import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

export type Namespace = keyof Messages;

/**
 * What every client leaf may read wherever it sits: the shell's own leaves (offline overlay,
 * session-expiry dialog, toasts) and the field errors every form shows.
 */
const SHARED: readonly Namespace[] = ['language'];

/**
 * Hands client components the messages they use, and no more: every message sent travels in the
 * page's HTML and its RSC payload. Server components read the whole catalogue where they run.
 * A provider replaces its parent's messages rather than adding to them, so the shared ones are
 * sent again with each feature's.
 */
export async function ClientMessages({ namespaces = [], children }: { namespaces?: readonly Namespace[]; children: ReactNode }) {
  const all = await getMessages();
  const picked = Object.fromEntries([...SHARED, ...namespaces].map((ns) => [ns, all[ns]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
