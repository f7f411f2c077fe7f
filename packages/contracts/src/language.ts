import { z } from 'zod';

/**
 * The languages the portal and the core speak, as ISO 639-1 codes. This is the one list a new
 * language is added to (docs/architecture.md, "Languages"); each side then needs its catalogue.
 * The first is the default: SPEC's texts are English.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];

export const language = z.enum(LANGUAGES);

/** A language code read from anywhere (a cookie, a query, a header): one of ours, or null. */
export function asLanguage(value: string | null | undefined): Language | null {
  const code = value?.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(code ?? '') ? (code as Language) : null;
}

/**
 * The header every portal call carries: the language the customer is reading, in which the core
 * words its business messages and the documents it draws. SMS and email go in the language on the
 * customer's profile instead, since they reach the customer outside any page.
 */
export const LANGUAGE_HEADER = 'Accept-Language';
