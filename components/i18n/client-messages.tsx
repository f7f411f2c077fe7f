import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NestedMessages } from './nested-messages';

export type Namespace = keyof Messages;

/**
 * What every client leaf may read wherever it sits, sent once by the root layout's provider: the
 * shell's own leaves (`shellClient`: menus, offline overlay, dialogs' close button, toasts, error
 * pages) and SPEC §8's errors that banners and toasts word from their keys. The session-expiry
 * dialog's texts come with the portal layout's own provider (app/(portal)/layout.tsx).
 */
const SHARED: readonly Namespace[] = ['shellClient', 'errors'];
/**
 * What every signed-in page's leaves get besides, from the portal layout's provider: the shared
 * widgets of components/ui (file uploader, date field, OK of a refusal) and the OTP step every
 * OTP-confirmed flow shows, wherever a feature or a profile modal puts them.
 */
const FORMS: readonly Namespace[] = ['ui', 'otp', 'requests'];

/**
 * Hands client components the messages they use, and no more: every message sent travels in the
 * page's HTML and its RSC payload. Server components read the whole catalogue where they run.
 * The root's provider sends the shared set; every other one adds its namespaces to what the
 * leaves already have from above (./nested-messages.tsx), so nothing is sent twice.
 */
export async function ClientMessages({
  namespaces = [],
  root = false,
  forms = false,
  children,
}: {
  namespaces?: readonly Namespace[];
  /** the root layout's provider: the shared set */
  root?: boolean;
  /** the portal layout's provider: FORMS for every signed-in page */
  forms?: boolean;
  children: ReactNode;
}) {
  const all = await getMessages();
  const pick = (list: readonly Namespace[]) => Object.fromEntries(list.map((ns) => [ns, all[ns]]));
  if (root) return <NextIntlClientProvider messages={pick([...SHARED, ...namespaces])}>{children}</NextIntlClientProvider>;
  return <NestedMessages messages={pick([...(forms ? FORMS : []), ...namespaces])}>{children}</NestedMessages>;
}
