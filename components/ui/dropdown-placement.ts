import { DROPDOWN_FLIP_SPACE } from '@/lib/constants';

/*
 * Pure placement rules for Dropdown, kept out of the client component so they can be unit tested
 * without a DOM and reused by any other popup that needs the same behaviour.
 */

export type DropdownPlacement = 'up' | 'down';

/** SPEC §9: the list opens upward when less than DROPDOWN_FLIP_SPACE px are free below the trigger. */
export function shouldFlipUp(spaceBelow: number): boolean {
  // NaN would otherwise compare false and silently open downward off-screen.
  if (Number.isNaN(spaceBelow)) return false;
  return spaceBelow < DROPDOWN_FLIP_SPACE;
}

/** Free space between the trigger's bottom edge and the bottom of the viewport. */
export function spaceBelow(triggerBottom: number, viewportHeight: number): number {
  return viewportHeight - triggerBottom;
}

/** Convenience for the component: decide from a DOMRect-like box and the viewport height. */
export function getPlacement(rect: { bottom: number }, viewportHeight: number): DropdownPlacement {
  return shouldFlipUp(spaceBelow(rect.bottom, viewportHeight)) ? 'up' : 'down';
}
