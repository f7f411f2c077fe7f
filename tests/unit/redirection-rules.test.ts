import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '../../messages/en.json';
import { english } from './english-text';
import {
  allocationsFromInputs,
  cardTone,
  isRedirectionEligible,
  percentOf,
  REDIRECTION_MESSAGES,
  sanitisePercent,
  totalAllocation,
  validateAllocation,
} from '@/features/premium-redirection/redirection-rules';
import { makePolicy } from './policy-fixture';

const base = makePolicy({ dueDate: '2026-12-20' });
const today = '2026-11-21';
const entries = (...ps: number[]) => ps.map((percent, i) => ({ fundCode: `F${i}`, percent }));

describe('eligibility', () => {
  it('takes ULIPs in force or in premium discontinuance', () => {
    expect(isRedirectionEligible(base)).toBe(true);
    expect(isRedirectionEligible({ ...base, statusCode: 'PD' })).toBe(true);
  });
  it('refuses other statuses and non-ULIPs', () => {
    expect(isRedirectionEligible({ ...base, statusCode: 'LA' })).toBe(false);
    expect(isRedirectionEligible({ ...base, isUlip: false })).toBe(false);
  });
  it('refuses single premium and fully paid, ignoring spaces and case', () => {
    expect(isRedirectionEligible({ ...base, premiumStatus: 'Single Premium' })).toBe(false);
    expect(isRedirectionEligible({ ...base, premiumStatus: ' SINGLEpremium ' })).toBe(false);
    expect(isRedirectionEligible({ ...base, premiumStatus: 'fully  Paid' })).toBe(false);
  });
});

describe('card tone', () => {
  it('is raspberry for Lapsed', () => {
    expect(cardTone({ ...base, statusCode: 'LA' }, today)).toBe('raspberry');
  });
  it('is amber for Premium Overdue', () => {
    expect(cardTone({ ...base, dueDate: '2026-11-01' }, today)).toBe('amber');
  });
  it('is green for In Force, Premium Due and anything else', () => {
    expect(cardTone({ ...base, dueDate: '2027-06-01' }, today)).toBe('green');
    expect(cardTone(base, today)).toBe('green'); // due within 30 days: 'Premium Due'
    expect(cardTone({ ...base, statusCode: 'PD', statusText: 'Premium Discontinuance', dueDate: null }, today)).toBe('green');
  });
});

describe('percentage boxes', () => {
  it('keeps digits only, at most 3 of them', () => {
    expect(sanitisePercent('4a5')).toBe('45');
    expect(sanitisePercent('0075')).toBe('7'); // first 3 characters, leading zeros dropped
    expect(sanitisePercent('-5')).toBe('5');
    expect(sanitisePercent('12.5')).toBe('100'); // '125' capped: a decimal point is not a digit
  });
  it('caps at 100', () => {
    expect(sanitisePercent('150')).toBe('100');
    expect(sanitisePercent('100')).toBe('100');
    expect(sanitisePercent('999')).toBe('100');
  });
  it('reads empty as 0', () => {
    expect(sanitisePercent('')).toBe('');
    expect(percentOf('')).toBe(0);
    expect(percentOf('  ')).toBe(0);
    expect(percentOf('007')).toBe(7);
  });
  it('turns the boxes into entries in the funds order, missing ones as 0', () => {
    expect(allocationsFromInputs(['PROT', 'FLCP', 'MULT'], { FLCP: '60', PROT: '40' })).toEqual([
      { fundCode: 'PROT', percent: 40 },
      { fundCode: 'FLCP', percent: 60 },
      { fundCode: 'MULT', percent: 0 },
    ]);
  });
});

describe('validateAllocation', () => {
  it('passes a 100% split with the terms accepted', () => {
    expect(validateAllocation({ allocations: entries(40, 60, 0), termsAccepted: true })).toBeNull();
    expect(validateAllocation({ allocations: entries(100), termsAccepted: true })).toBeNull();
  });
  it('asks for the terms first', () => {
    expect(validateAllocation({ allocations: entries(0, 0), termsAccepted: false })).toBe(REDIRECTION_MESSAGES.terms);
    expect(english(REDIRECTION_MESSAGES.terms)).toBe('Please accept the Terms and Conditions to proceed.');
  });
  it('asks for at least one fund before the total', () => {
    expect(english(validateAllocation({ allocations: entries(0, 0, 0), termsAccepted: true }) ?? '')).toBe(
      'Please allocate funds to at least one option.',
    );
  });
  it('names the total when it is not 100', () => {
    // The rule gives the key; the form words it with the total it shows.
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'premiumRedirection' });
    expect(validateAllocation({ allocations: entries(30, 30), termsAccepted: true })).toBe(REDIRECTION_MESSAGES.total);
    expect(t('errors.total', { total: 60 })).toBe('Total allocation is 60%. It should be 100%.');
    expect(validateAllocation({ allocations: entries(100, 50), termsAccepted: true })).toBe(REDIRECTION_MESSAGES.total);
    expect(t('errors.total', { total: 150 })).toBe('Total allocation is 150%. It should be 100%.');
  });
  it('refuses values a box could never hold', () => {
    for (const bad of [101, -1, 12.5, Number.NaN]) {
      expect(validateAllocation({ allocations: entries(bad, 100 - bad), termsAccepted: true })).toBe(REDIRECTION_MESSAGES.range);
    }
    // 150 and -50 sum to 100 with one fund above 0: only the range rule catches it.
    expect(validateAllocation({ allocations: entries(150, -50), termsAccepted: true })).toBe(REDIRECTION_MESSAGES.range);
  });
  it('totals what it is given', () => {
    expect(totalAllocation([])).toBe(0);
    expect(totalAllocation(entries(10, 20, 70))).toBe(100);
  });
});
