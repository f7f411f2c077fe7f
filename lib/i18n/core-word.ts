/**
 * Words the core sends as values (a plan type 'ULIP', a payment mode 'Cheque at branch', a term
 * '20 Years'), in the page's language. The core's value stays what it is; only what is shown is
 * worded, from the catalogue's `coreWords` namespace. A value the catalogue does not know yet is
 * shown as the core sent it, so a new plan type at the core never shows a blank.
 */
export type CoreWordKind = 'planType' | 'paymentType' | 'paymentMode' | 'frequency' | 'gender' | 'term';

/** `t` of the `coreWords` namespace, from useTranslations or getTranslations. */
export interface CoreWordsT {
  (key: never, values?: never): string;
  has(key: never): boolean;
}

/** 'e-NACH Auto Debit' → 'eNachAutoDebit', 'Half-Yearly' → 'halfYearly', 'ULIP' → 'ulip'. */
export const coreWordKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+([a-z0-9])?/g, (_, c: string | undefined) => (c ?? '').toUpperCase());

export function coreWord(t: CoreWordsT, kind: CoreWordKind, value: string): string {
  if (kind === 'term') {
    const years = /^(\d+) Years?$/.exec(value.trim());
    if (years) return t('term.years' as never, { count: Number(years[1]) } as never);
  }
  const key = `${kind}.${coreWordKey(value)}` as never;
  return t.has(key) ? t(key) : value;
}
