'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

/**
 * A feature's messages added to those its client leaves already have from the providers above
 * (the root's shared set, a page's): a plain nested provider would replace them, so each one
 * would have to send the shared set again in the page's HTML.
 */
export function NestedMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const above = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...above, ...messages }), [above, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
