'use client';

import type { AbstractIntlMessages } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import type { LazyNamespace } from './lazy-namespaces';
import { NestedMessages } from './nested-messages';

/** One fetch per set of namespaces and page load: a language switch reloads the page. */
const loaded = new Map<string, Promise<AbstractIntlMessages | null>>();

/**
 * The English of `namespaces`, for when the page's language cannot be had: SPEC's words rather than
 * an empty dialog. The catalogue is a chunk of its own, asked for only then; offline it fails too.
 */
const english = (namespaces: readonly LazyNamespace[]): Promise<AbstractIntlMessages | null> =>
  import('@/messages/en.json').then(
    ({ default: en }) => Object.fromEntries(namespaces.map((ns) => [ns, en[ns]])),
    () => null,
  );

/** The messages of `namespaces` in the page's language, else in English; null when neither could be fetched. */
export function loadMessages(namespaces: readonly LazyNamespace[]): Promise<AbstractIntlMessages | null> {
  const key = namespaces.join();
  let pending = loaded.get(key);
  if (!pending) {
    pending = fetch(`/api/messages?ns=${key}`)
      .then(
        async (res) => (res.ok ? ((await res.json()) as AbstractIntlMessages) : null),
        () => null,
      )
      .then((messages) => {
        if (messages) return messages;
        // Not kept: the next time it shows, it asks for the page's language again.
        loaded.delete(key);
        return english(namespaces);
      });
    loaded.set(key, pending);
  }
  return pending;
}

/**
 * Shows `children` once their texts have arrived (nothing until then, nor if neither the page's
 * language nor English can be fetched: then the browser is offline, and the overlay says so):
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
