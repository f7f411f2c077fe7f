import { describe, expect, it } from 'vitest';
import { formatChangePercent, monthEndPoints, navLine, type NavPoint } from '@/lib/nav-history';

const weekly = (from: string, navs: string[]): NavPoint[] =>
  navs.map((nav, i) => {
    const d = new Date(`${from}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 7 * i);
    return { date: d.toISOString().slice(0, 10), nav };
  });

describe('the NAV chart of policy details', () => {
  it("lists each month's last price and the latest one in its table", () => {
    const points = weekly('2026-01-15', ['10.0000', '10.1000', '10.2000', '10.3000', '10.4000', '10.5000', '10.6000']);
    // 15, 22, 29 Jan; 5, 12, 19, 26 Feb
    expect(monthEndPoints(points)).toEqual([
      { date: '2026-01-29', nav: '10.2000' },
      { date: '2026-02-26', nav: '10.6000' },
    ]);
  });

  it('draws the highest price at the top, the lowest at the bottom, from the left edge to the right', () => {
    const { d, first, last } = navLine(weekly('2026-01-01', ['20.0000', '30.0000', '10.0000', '25.0000']), 100, 50, 5);
    expect(first).toEqual([5, 25]);
    expect(last).toEqual([95, 15]);
    // Steps are relative: up 20 to the high (y 5), down 40 to the low (y 45), up 30 to the last.
    expect(d).toBe('M5 25l30-20 30 40 30-30');
  });

  it('draws a flat line through the middle when the price never moved', () => {
    expect(navLine(weekly('2026-01-01', ['10.0000', '10.0000']), 100, 50, 5).d).toBe('M5 25l90 0');
  });

  it('says which way the change went', () => {
    expect(formatChangePercent(12.345)).toBe('+12.35%');
    expect(formatChangePercent(-3.34)).toBe('-3.34%');
    expect(formatChangePercent(0)).toBe('0.00%');
  });
});
