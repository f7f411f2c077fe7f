import { DEFAULT_LANGUAGE, type Language } from '@portal/contracts/language';
import { type Catalogue, en } from './en';
import { hi } from './hi';

/**
 * The core's words in every language it speaks. Rules say what they mean in English (the text of
 * en.ts, as they always have), and the reply is worded in the call's language in one place, the
 * dispatcher (`word`, `wordAll`): the English text is the message's identity on its way out, as a
 * gettext msgid is. Messages the core writes on its own account (SMS, email) are worded from the
 * start in the customer's language (`say`).
 */
export const CATALOGUES: Record<Language, Catalogue> = { en, hi };

type Keys<T> = { [A in keyof T & string]: `${A}.${keyof T[A] & string}` }[keyof T & string];
export type MessageKey = Keys<typeof en>;
export type Params = Readonly<Record<string, string | number>>;

function flatten(catalogue: Catalogue): Map<string, string> {
  const out = new Map<string, string>();
  for (const [area, texts] of Object.entries(catalogue)) {
    for (const [key, text] of Object.entries(texts as Record<string, string>)) out.set(`${area}.${key}`, text);
  }
  return out;
}
const FLAT = Object.fromEntries(Object.entries(CATALOGUES).map(([l, c]) => [l, flatten(c)])) as Record<
  Language,
  Map<string, string>
>;

const ARGUMENT = /\{(\w+)\}/g;

/** A catalogue text with its arguments filled in; English where a language lacks the key (the test says none does). */
export function say(language: Language, key: MessageKey, params: Params = {}): string {
  const template = FLAT[language].get(key) ?? FLAT[DEFAULT_LANGUAGE].get(key) ?? key;
  return template.replace(ARGUMENT, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

interface Pattern {
  key: MessageKey;
  /** the literal text before the first argument: a cheap test before the regular expression */
  prefix: string;
  names: string[];
  regex: RegExp;
  /** a part (parts.*) is worded only inside another message, never as a whole answer's string */
  part: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English text → key, and the English templates with arguments as patterns, longest literal first. */
const EXACT = new Map<string, { key: MessageKey; part: boolean }>();
const PATTERNS: Pattern[] = [];
for (const [key, text] of FLAT[DEFAULT_LANGUAGE]) {
  const part = key.startsWith('parts.');
  const names = [...text.matchAll(ARGUMENT)].map((m) => m[1] as string);
  if (!names.length) {
    if (!EXACT.has(text)) EXACT.set(text, { key: key as MessageKey, part });
    continue;
  }
  const source = text
    .split(ARGUMENT)
    .map((chunk, i) => (i % 2 ? '(.*?)' : escape(chunk)))
    .join('');
  PATTERNS.push({
    key: key as MessageKey,
    prefix: text.slice(0, text.indexOf('{')),
    names,
    regex: new RegExp(`^${source}$`, 's'),
    part,
  });
}
PATTERNS.sort((a, b) => b.regex.source.length - a.regex.source.length);

function find(text: string, wholeOnly: boolean): { key: MessageKey; params?: Record<string, string> } | null {
  const exact = EXACT.get(text);
  if (exact) return wholeOnly && exact.part ? null : exact;
  for (const p of PATTERNS) {
    if ((wholeOnly && p.part) || !text.startsWith(p.prefix)) continue;
    const m = p.regex.exec(text);
    if (m) return { key: p.key, params: Object.fromEntries(p.names.map((n, i) => [n, m[i + 1] as string])) };
  }
  return null;
}

function wordIn(language: Language, text: string, wholeOnly: boolean): string {
  const found = find(text, wholeOnly);
  if (!found) return text;
  // An argument may itself be a text of the core's ('Policy 123: <reason>', 'paused for 2 debits').
  const params = Object.fromEntries(Object.entries(found.params ?? {}).map(([n, v]) => [n, wordIn(language, v, false)]));
  return say(language, found.key, params);
}

/** A part of a message (a request's subject, 'E-PD Soft Copy request') in `language`, for a message being written. */
export const wordPart = (language: Language, text: string) =>
  language === DEFAULT_LANGUAGE ? text : wordIn(language, text, false);

/** One of the core's English texts in `language`; a text the catalogue does not know is returned as it is. */
export function word(language: Language, text: string): string {
  return language === DEFAULT_LANGUAGE ? text : wordIn(language, text, true);
}

/**
 * Every string of an answer's data that is one of the core's texts, worded in `language`
 * (eligibility reasons, a quote's message, a request's timeline, the help page). Names, numbers,
 * codes and a request's subject (the portal matches some) are no text of the catalogue and stay.
 */
export function wordAll<T>(language: Language, data: T): T {
  if (language === DEFAULT_LANGUAGE) return data;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.includes(' ') ? wordIn(language, v, true) : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(data) as T;
}
