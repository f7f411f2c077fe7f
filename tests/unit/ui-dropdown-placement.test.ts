import { describe, expect, it } from 'vitest';
import { DROPDOWN_FLIP_SPACE } from '@/lib/constants';
import { clipSpan, placeList, shouldFlipUp } from '@/components/ui/dropdown-placement';
import { edgeIndex, stepIndex, typeaheadIndex } from '@/components/ui/listbox-navigation';

describe('shouldFlipUp', () => {
  it('flips when less than 200 px are free below', () => {
    expect(DROPDOWN_FLIP_SPACE).toBe(200);
    expect(shouldFlipUp(199)).toBe(true);
    expect(shouldFlipUp(0)).toBe(true);
    expect(shouldFlipUp(-50)).toBe(true);
  });

  it('opens downward at 200 px or more', () => {
    expect(shouldFlipUp(200)).toBe(false);
    expect(shouldFlipUp(800)).toBe(false);
  });

  it('does not flip on an unmeasurable value', () => {
    expect(shouldFlipUp(Number.NaN)).toBe(false);
  });
});

describe('placeList', () => {
  const screen = { top: 0, bottom: 800 };
  it('measures from the trigger to the bottom of what shows', () => {
    expect(placeList({ top: 560, bottom: 600 }, screen)).toEqual({ placement: 'down', maxHeight: 192 });
    expect(placeList({ top: 561, bottom: 601 }, screen)).toEqual({ placement: 'up', maxHeight: 240 });
    expect(placeList({ top: 100, bottom: 140 }, screen)).toEqual({ placement: 'down', maxHeight: 240 });
  });

  it('flips inside a short dialog body although the screen has room below it', () => {
    // A modal body showing 300-560 of an 800 px screen; the field sits near its foot.
    const body = clipSpan(screen, { top: 300, bottom: 560 });
    expect(placeList({ top: 470, bottom: 510 }, body)).toEqual({ placement: 'up', maxHeight: 162 });
  });

  it('never flips to the side with less room, and shrinks only so far', () => {
    expect(placeList({ top: 40, bottom: 80 }, { top: 0, bottom: 250 })).toEqual({ placement: 'down', maxHeight: 162 });
    expect(placeList({ top: 10, bottom: 50 }, { top: 0, bottom: 90 })).toEqual({ placement: 'down', maxHeight: 100 });
  });
});

const options = [
  { label: 'Select Policy Number' },
  { label: 'Sampoorna', disabled: true },
  { label: 'Saral Jeevan' },
  { label: 'Smart Wealth' },
  { label: 'Guaranteed Income' },
  { label: 'Term Plan', disabled: true },
];

describe('listbox navigation', () => {
  it('steps over disabled options and stops at the ends', () => {
    expect(stepIndex(options, 0, 1)).toBe(2);
    expect(stepIndex(options, 2, -1)).toBe(0);
    expect(stepIndex(options, 4, 1)).toBe(4);
    expect(stepIndex(options, 0, -1)).toBe(0);
    expect(stepIndex(options, -1, 1)).toBe(0);
  });

  it('finds the first and last enabled options', () => {
    expect(edgeIndex(options, 'first')).toBe(0);
    expect(edgeIndex(options, 'last')).toBe(4);
    expect(edgeIndex([{ label: 'x', disabled: true }], 'first')).toBe(-1);
    expect(edgeIndex([], 'last')).toBe(-1);
  });

  it('matches type-ahead by prefix, case-insensitive, skipping disabled', () => {
    expect(typeaheadIndex(options, 'g', 0)).toBe(4);
    expect(typeaheadIndex(options, 'sm', 0)).toBe(3);
    expect(typeaheadIndex(options, 'term', 0)).toBe(-1);
    expect(typeaheadIndex(options, 'zzz', 0)).toBe(-1);
  });

  it('cycles through options on a repeated letter, wrapping round', () => {
    expect(typeaheadIndex(options, 's', 0)).toBe(2);
    expect(typeaheadIndex(options, 's', 2)).toBe(3);
    expect(typeaheadIndex(options, 'ss', 3)).toBe(0);
    expect(typeaheadIndex(options, 's', -1)).toBe(0);
  });

  it('keeps the current option while a longer query still matches it', () => {
    expect(typeaheadIndex(options, 'sa', 2)).toBe(2);
  });
});
