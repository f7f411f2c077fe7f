import type * as NextIntl from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '../../messages/en.json';
import hi from '../../messages/hi.json';

let locale: 'en' | 'hi' = 'en';
vi.mock('next-intl', async (original) => {
  const intl = await original<typeof NextIntl>();
  return {
    ...intl,
    useTranslations: (ns: string) =>
      intl.createTranslator({ locale, messages: locale === 'hi' ? hi : en, namespace: ns as never }),
  };
});
const { useStatusWord } = await import('@/lib/i18n/status-word');
const useWordIn = (language: 'en' | 'hi', status: string) => {
  locale = language;
  return useStatusWord()(status);
};

describe('a status from the core, as the customer reads it', () => {
  it('reads as the core sent it in English', () => {
    for (const status of ['Open', 'In Progress', 'Documents Pending', 'Claim Requested'])
      expect(useWordIn('en', status)).toBe(status);
  });

  it('is worded in Hindi, whatever its spaces', () => {
    expect(useWordIn('hi', 'In Progress')).toBe('प्रगति में');
    expect(useWordIn('hi', 'Documents Pending')).toBe('दस्तावेज़ बाकी');
    expect(useWordIn('hi', 'Closed')).toBe('बंद');
  });

  it('shows a status the catalogue does not know as it came', () => {
    expect(useWordIn('hi', 'Escalated')).toBe('Escalated');
  });
});
