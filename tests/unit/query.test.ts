import { describe, expect, it } from 'vitest';
import { firstParam, hrefWithout, tabFromQuery } from '@/components/policy/query';

describe('hrefWithout', () => {
  it('drops only the named parameter and keeps the others, repeats included', () => {
    expect(hrefWithout('/policy-details/10000001', { fundModal: 'Y', tab: 'NOMINEE', x: ['1', '2'] }, 'fundModal')).toBe(
      '/policy-details/10000001?tab=NOMINEE&x=1&x=2',
    );
  });

  it('returns the bare path when nothing is left', () => {
    expect(hrefWithout('/policy-details/10000001', { fundModal: 'Y' }, 'fundModal')).toBe('/policy-details/10000001');
    expect(hrefWithout('/p', { gone: undefined }, 'fundModal')).toBe('/p');
  });

  it('encodes what it keeps', () => {
    expect(hrefWithout('/p', { q: 'a&b=c' }, 'fundModal')).toBe('/p?q=a%26b%3Dc');
  });
});

describe('firstParam and tabFromQuery', () => {
  it('reads the first of repeated values', () => {
    expect(firstParam({ tab: ['NOMINEE', 'DETAILS'] }, 'tab')).toBe('NOMINEE');
    expect(firstParam({}, 'tab')).toBeUndefined();
  });

  it('opens the nominee tab only for tab=NOMINEE', () => {
    expect(tabFromQuery('NOMINEE')).toBe('NOMINEE');
    expect(tabFromQuery('nominee')).toBe('NOMINEE');
    expect(tabFromQuery(undefined)).toBe('DETAILS');
    expect(tabFromQuery('SOMETHING')).toBe('DETAILS');
  });
});
