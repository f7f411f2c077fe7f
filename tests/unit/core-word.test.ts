import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl';
import en from '../../messages/en.json';
import hi from '../../messages/hi.json';
import { coreWord, coreWordKey, type CoreWordsT } from '@/lib/i18n/core-word';

const words = (locale: 'en' | 'hi') =>
  createTranslator({ locale, messages: locale === 'en' ? en : hi, namespace: 'coreWords' }) as unknown as CoreWordsT;

describe('the core’s values in the page’s language', () => {
  it('keys a value as the catalogue does', () => {
    expect(coreWordKey('e-NACH Auto Debit')).toBe('eNachAutoDebit');
    expect(coreWordKey('Cheque at branch')).toBe('chequeAtBranch');
    expect(coreWordKey('Half-Yearly')).toBe('halfYearly');
    expect(coreWordKey('ULIP')).toBe('ulip');
  });

  it('reads in English exactly as the core sent it', () => {
    for (const [kind, value] of [
      ['planType', 'ULIP'],
      ['paymentMode', 'Cheque at branch'],
      ['frequency', 'Half-Yearly'],
      ['term', '20 Years'],
      ['term', '1 Year'],
      ['term', 'Single Pay'],
    ] as const)
      expect(coreWord(words('en'), kind, value)).toBe(value);
  });

  it('words them in Hindi, a term’s years included', () => {
    expect(coreWord(words('hi'), 'planType', 'Endowment')).toBe('एंडोमेंट');
    expect(coreWord(words('hi'), 'paymentMode', 'e-NACH Auto Debit')).toBe('ई-नैच ऑटो डेबिट');
    expect(coreWord(words('hi'), 'term', '20 Years')).toBe('20 वर्ष');
    expect(coreWord(words('hi'), 'gender', 'male')).toBe('पुरुष');
  });

  it('shows a value the catalogue does not know as the core sent it', () => {
    expect(coreWord(words('hi'), 'planType', 'Child Plan')).toBe('Child Plan');
    expect(coreWord(words('hi'), 'term', 'Till age 85')).toBe('Till age 85');
  });
});
