import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@/lib/i18n/languages';
import en from '@/messages/en.json';

type Tree = { [key: string]: string | Tree };

const catalogues = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (l) => [l, (await import(`@/messages/${l}.json`)).default as Tree] as const)),
);

/** Every message of a catalogue by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The arguments a message takes, with their types ('count:plural', 'name:argument'). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(`${el.value}:${TYPE[el.type]}`);
    if ('options' in el) for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

const english = flatten(en as Tree);

describe.each(LANGUAGES)('the %s catalogue', (language) => {
  const messages = flatten(catalogues[language]!);

  it("has every key of English's and no other", () => {
    expect([...messages.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !messages.has(k))).toEqual([]);
  });

  it('holds only valid ICU messages, taking the same arguments as the English', () => {
    const broken: string[] = [];
    for (const [key, text] of messages) {
      try {
        const args = [...argumentsOf(parse(text))].sort();
        const want = [...argumentsOf(parse(english.get(key) ?? ''))].sort();
        if (args.join() !== want.join())
          broken.push(`${key}: takes ${args.join() || 'nothing'}, English ${want.join() || 'nothing'}`);
      } catch (e) {
        broken.push(`${key}: ${(e as Error).message}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('has no message left empty or copied over in English', () => {
    const empty = [...messages].filter(([, text]) => !text.trim()).map(([k]) => k);
    expect(empty).toEqual([]);
    if (language === 'en') return;
    // A sentence of three English words or more is an untranslated one (names and codes are shorter).
    const english3 = /(?:\b[A-Za-z]{2,}\b[^{}]*){3}/;
    const copied = [...messages]
      .filter(([k, text]) => text === english.get(k) && english3.test(text.replace(/\{[^}]*\}/g, '')))
      .map(([k]) => k);
    expect(copied).toEqual([]);
  });
});
