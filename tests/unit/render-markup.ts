import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '@/lib/i18n/languages';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

const CATALOGUES = { en, hi } as const;

/**
 * A component's markup as a page in that language sends it: inside the messages the page hands
 * its client leaves (the whole catalogue here: which namespaces reach a leaf is the pages' concern).
 */
export function renderMarkup(element: ReactNode, language: Language = 'en'): string {
  const provider = { locale: language, messages: CATALOGUES[language], timeZone: 'Asia/Kolkata' };
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, provider as ComponentProps<typeof NextIntlClientProvider>, element),
  );
}
