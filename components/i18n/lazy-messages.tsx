'use client';

import type { AbstractIntlMessages } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import type { LazyNamespace } from './lazy-namespaces';
import { NestedMessages } from './nested-messages';

/** One fetch per set of namespaces and page load: a language switch reloads the page. */
const loaded = new Map<string, Promise<AbstractIntlMessages | null>>();

/** The messages of `namespaces` in the page's language; null when they could not be fetched. */
export function loadMessages(namespaces: readonly LazyNamespace[]): Promise<AbstractIntlMessages | null> {
  const key = namespaces.join();
  let pending = loaded.get(key);
  if (!pending) {
    pending = fetch(`/api/messages?ns=${key}`).then(
      async (res) => (res.ok ? ((await res.json()) as AbstractIntlMessages) : null),
      () => null,
    );
    // A failure is not kept: the next time it shows, it asks again.
    void pending.then((messages) => messages ?? loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

/**
 * Shows `children` once their texts have arrived (nothing until then, nothing if they cannot):
 * for what a page shows only now and then, whose texts would otherwise ride in every page's HTML.
 */
export function LazyMessages({ namespaces, children }: { namespaces: readonly LazyNamespace[]; children: ReactNode }) {
  const [messages, setMessages] = useState<AbstractIntlMessages | null>(null);
  const key = namespaces.join();
  useEffect(() => {
    let live = true;
    void loadMessages(key.split(',') as LazyNamespace[]).then((m) => live && setMessages(m));
    return () => {
      live = false;
    };
  }, [key]);
  return messages ? <NestedMessages messages={messages}>{children}</NestedMessages> : null;
}
