import { describe, expect, it } from 'vitest';
import { isoFromTyped, typedDate, typedFromIso } from '@/components/ui/date-text';

/* The shared date field's text (components/ui/date-input.tsx): DD/MM/YYYY on every browser. */
describe('a typed date', () => {
  it('puts the slashes in as the digits come, keeping at most eight', () => {
    expect(typedDate('1')).toBe('1');
    expect(typedDate('14')).toBe('14');
    expect(typedDate('140')).toBe('14/0');
    expect(typedDate('14021')).toBe('14/02/1');
    expect(typedDate('14021989')).toBe('14/02/1989');
    expect(typedDate('14/02/19891')).toBe('14/02/1989');
    expect(typedDate('14-02-1989')).toBe('14/02/1989');
  });

  it('lets a slash be deleted with the digit before it', () => {
    expect(typedDate('14/')).toBe('14');
    expect(typedDate('14/02/')).toBe('14/02');
  });

  it('is an ISO date for the form only once whole, and shows an ISO date day first', () => {
    expect(isoFromTyped('14/02/1989')).toBe('1989-02-14');
    expect(isoFromTyped('14/02/19')).toBe('14/02/19');
    expect(isoFromTyped('')).toBe('');
    expect(typedFromIso('2016-06-09')).toBe('09/06/2016');
    expect(typedFromIso('14/02')).toBe('14/02');
  });
});
