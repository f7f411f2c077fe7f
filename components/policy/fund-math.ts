import type { FundHolding } from '@/lib/types';

/*
 * Pure helpers behind the fund details: which funds show, the donut's arcs, and the plain amount
 * in the fund-amount sentence. No React here so they are unit tested in node.
 */

/** SPEC "Fund details": funds with FundValue 0 are hidden (so are nonsensical negatives). */
export function visibleFunds(funds: readonly FundHolding[]): FundHolding[] {
  return funds.filter((f) => Number.isFinite(f.value) && f.value > 0);
}

/** SPEC §9: values of 1,000,000 and more get a larger display style. */
export const LARGE_FUND_VALUE = 1_000_000;

export function isLargeFundValue(value: number): boolean {
  return value >= LARGE_FUND_VALUE;
}

/**
 * A circle of radius 100/2π has a circumference of exactly 100, so an arc's stroke length
 * is simply its percentage. The chart's SVG uses this radius.
 */
export const DONUT_RADIUS = 100 / (2 * Math.PI);

export interface DonutSegment {
  /** share of the whole, 0–100 */
  percent: number;
  /** stroke-dasharray: arc length then the rest of the circle */
  dashArray: string;
  /** stroke-dashoffset that starts the arc where the previous one ended, from 12 o'clock */
  dashOffset: number;
}

/**
 * Arcs for values drawn clockwise from the top. Shares come from the values themselves, not from
 * the core's percentages, so the ring always closes even if those were rounded.
 */
export function donutSegments(values: readonly number[]): DonutSegment[] {
  const clean = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const total = clean.reduce((sum, v) => sum + v, 0);
  if (total <= 0) return [];
  let start = 0;
  return clean.map((v) => {
    const percent = (v / total) * 100;
    // A circle's stroke starts at 3 o'clock; +25 moves the first arc to 12 o'clock.
    const segment = { percent, dashArray: `${percent} ${100 - percent}`, dashOffset: 25 - start };
    start += percent;
    return segment;
  });
}
