import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

export type Namespace = keyof Messages;

/**
 * What every client leaf may read wherever it sits: the shell's own leaves (`shellClient`: menus,
 * offline overlay, dialogs' close button, toasts, error pages) and SPEC §8's errors that banners and
 * toasts word from their keys. Kept small: it is sent again with each nested provider. The
 * session-expiry dialog's texts come with the portal layout's own provider (app/(portal)/layout.tsx).
 */
const SHARED: readonly Namespace[] = ['shellClient', 'errors'];
/**
 * What a feature's leaves get besides their own: the shared widgets of components/ui (file
 * uploader, date field, OK of a refusal) and the OTP step every OTP-confirmed flow shows. Not in
 * the shell's own providers, so a page without a form does not carry them.
 */
const FORMS: readonly Namespace[] = ['ui', 'otp'];

/**
 * Hands client components the messages they use, and no more: every message sent travels in the
 * page's HTML and its RSC payload. Server components read the whole catalogue where they run.
 * A provider replaces its parent's messages rather than adding to them, so the shared ones are
 * sent again with each feature's.
 */
export async function ClientMessages({
  namespaces = [],
  shell = false,
  children,
}: {
  namespaces?: readonly Namespace[];
  /** the shell's own provider (root, session warning): the shared set and `namespaces`, without FORMS */
  shell?: boolean;
  children: ReactNode;
}) {
  const all = await getMessages();
  const picked = Object.fromEntries([...SHARED, ...(shell ? [] : FORMS), ...namespaces].map((ns) => [ns, all[ns]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
