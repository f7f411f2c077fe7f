import { describe, expect, it } from 'vitest';
import { DROPDOWN_FLIP_SPACE } from '@/lib/constants';
import { clipSpan, placeList, shouldFlipUp } from '@/components/ui/dropdown-placement';

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
