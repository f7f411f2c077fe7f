import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { useStatusWord } from '@/lib/i18n/status-word';
import type { Language } from '@/lib/i18n/languages';
import { renderMarkup } from './render-markup';

function Status({ status }: { status: string }) {
  return useStatusWord()(status);
}
const word = (language: Language, status: string) => renderMarkup(createElement(Status, { status }), language);

describe('a status from the core, as the customer reads it', () => {
  it('reads as the core sent it in English', () => {
    for (const status of ['Open', 'In Progress', 'Documents Pending', 'Claim Requested']) expect(word('en', status)).toBe(status);
  });

  it('is worded in Hindi, whatever its spaces', () => {
    expect(word('hi', 'In Progress')).toBe('प्रगति में');
    expect(word('hi', 'Documents Pending')).toBe('दस्तावेज़ बाकी');
    expect(word('hi', 'Closed')).toBe('बंद');
  });

  it('shows a status the catalogue does not know as it came', () => {
    expect(word('hi', 'Escalated')).toBe('Escalated');
  });
});
