import { DROPDOWN_FLIP_SPACE } from '@/lib/constants';

/*
 * Placement rules for Dropdown, kept out of the client component so they can be unit tested
 * without a DOM and reused by any other popup that needs the same behaviour. Only visibleSpan
 * reads the page.
 */

export type DropdownPlacement = 'up' | 'down';

/** The list's own cap (Tailwind max-h-60) and the least it shrinks to: two options and a bit. */
export const LIST_MAX_HEIGHT = 240;
export const LIST_MIN_HEIGHT = 100;
/** The list's margin from its trigger (mt-1 / mb-1) and from the edge it must not cross. */
const GAP = 8;

/** Which side of its trigger the list opens on, and how tall it may be. */
export interface Placement {
  placement: DropdownPlacement;
  maxHeight: number;
}

/** A vertical span on screen (a DOMRect will do). */
export interface Span {
  top: number;
  bottom: number;
}

/** SPEC §9: the list opens upward when less than DROPDOWN_FLIP_SPACE px are free below the trigger. */
export function shouldFlipUp(spaceBelow: number): boolean {
  // NaN would otherwise compare false and silently open downward off-screen.
  if (Number.isNaN(spaceBelow)) return false;
  return spaceBelow < DROPDOWN_FLIP_SPACE;
}

/**
 * Where the list opens and how tall it may be. "Free space" is measured to the edge of what shows:
 * the viewport, cut by any scrolling box the field sits in (a modal's body), so a list in a short
 * dialog is not cut off at the dialog's edge. It never flips to the side with less room, and it
 * shrinks to the room it has rather than running past the edge.
 */
export function placeList(trigger: Span, visible: Span): Placement {
  const below = visible.bottom - trigger.bottom;
  const above = trigger.top - visible.top;
  const placement: DropdownPlacement = shouldFlipUp(below) && above > below ? 'up' : 'down';
  const room = (placement === 'up' ? above : below) - GAP;
  return { placement, maxHeight: Math.round(Math.max(LIST_MIN_HEIGHT, Math.min(LIST_MAX_HEIGHT, room))) };
}

/** The intersection of two spans (what shows of `a` through the window `b`). */
export function clipSpan(a: Span, b: Span): Span {
  return { top: Math.max(a.top, b.top), bottom: Math.min(a.bottom, b.bottom) };
}

/** What shows around an element: the viewport, cut by every box above it that scrolls or clips. */
export function visibleSpan(element: HTMLElement): Span {
  let span: Span = { top: 0, bottom: window.innerHeight };
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    if (getComputedStyle(box).overflowY === 'visible') continue;
    const top = box.getBoundingClientRect().top + box.clientTop;
    span = clipSpan(span, { top, bottom: top + box.clientHeight });
  }
  return span;
}
