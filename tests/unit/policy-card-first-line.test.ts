import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PolicyCard } from '@/components/policy/policy-card';
import type { Language } from '@/lib/i18n/languages';
import type { Policy } from '@/lib/types';
import { makePolicy } from './policy-fixture';
import { renderMarkup } from './render-markup';

/** The card's first line (issue 25 §1): what needs attention, then the auto-pay state. */
function firstLine(overrides: Partial<Policy>, language: Language = 'en'): string {
  const html = renderMarkup(
    createElement(PolicyCard, { policy: makePolicy(overrides), today: '2026-11-20', payNowHref: null }),
    language,
  );
  const head = /<div class="pc-head">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  return head
    .replace(/<[^>]+>/g, '|')
    .split('|')
    .filter(Boolean)
    .join(' · ');
}

describe('the policy card’s first line', () => {
  it('names the auto-pay state of a premium-paying policy: on, paused or none', () => {
    expect(firstLine({ autoPay: 'ACTIVE', dueDate: '2027-03-01', payNow: false })).toBe('In Force · Auto-pay on');
    expect(firstLine({ autoPay: 'PAUSED', dueDate: '2027-03-01', payNow: false })).toBe('In Force · Auto-pay paused');
    expect(firstLine({ autoPay: 'NONE' })).toBe('Premium Due · No auto-pay');
  });

  it('says when a premium is overdue, the policy lapsed or a request is open', () => {
    expect(firstLine({ dueDate: '2026-11-01' })).toBe('Premium Overdue · No auto-pay');
    expect(firstLine({ statusCode: 'LA', statusText: 'Lapsed' })).toBe('Lapsed · No auto-pay');
    expect(firstLine({ openRequest: true, payNow: false })).toBe('In Force · Request open · No auto-pay');
  });

  it('leaves auto-pay out on a policy that takes no more premiums', () => {
    expect(firstLine({ premiumStatus: 'Single Premium', payNow: false })).toBe('In Force');
  });

  it('reads in Hindi on a Hindi page, the core’s own status text as it came', () => {
    expect(firstLine({ autoPay: 'ACTIVE', dueDate: '2027-03-01', payNow: false }, 'hi')).toBe('लागू · ऑटो-पे चालू');
    expect(firstLine({ dueDate: '2026-11-01', openRequest: true }, 'hi')).toBe('प्रीमियम बकाया · अनुरोध लंबित · ऑटो-पे नहीं');
    expect(firstLine({ statusCode: 'PU', statusText: 'पेड-अप', payNow: false, autoPay: 'PAUSED' }, 'hi')).toBe(
      'पेड-अप · ऑटो-पे रुका है',
    );
  });
});
