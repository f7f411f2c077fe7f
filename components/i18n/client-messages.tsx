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
 * dialog fetches its texts when it shows (./lazy-messages.tsx).
 */
const SHARED: readonly Namespace[] = ['shellClient', 'errors'];
/**
 * What the leaves of every signed-in page with forms get besides (app/(portal)/(forms)/layout.tsx):
 * the shared widgets of components/ui (file uploader, date field, OK of a refusal), the OTP step
 * every OTP-confirmed flow shows and the open-request refusal. The home page has none of these;
 * the profile modals, which any page opens, fetch them with their own words.
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
  /** the provider of the pages with forms (app/(portal)/(forms)/layout.tsx): FORMS */
  forms?: boolean;
  children: ReactNode;
}) {
  const all = await getMessages();
  const pick = (list: readonly Namespace[]) => Object.fromEntries(list.map((ns) => [ns, all[ns]]));
  if (root) return <NextIntlClientProvider messages={pick([...SHARED, ...namespaces])}>{children}</NextIntlClientProvider>;
  return <NestedMessages messages={pick([...(forms ? FORMS : []), ...namespaces])}>{children}</NestedMessages>;
}
