import en from '../../messages/en.json';

/**
 * The English a catalogue key stands for, so a test can hold a rule's message key to SPEC's words
 * (messages/en.json is SPEC's English, verbatim).
 */
export function english(key: string): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  if (typeof text !== 'string') throw new Error(`no English message for ${key}`);
  return text;
}
