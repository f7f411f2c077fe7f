import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DONUT_RADIUS, donutSegments, isLargeFundValue, visibleFunds } from '@/components/policy/fund-math';
import { formatPlainAmount } from '@/lib/format';
import type { FundHolding } from '@/lib/types';

const fund = (code: string, value: number): FundHolding => ({
  code,
  name: `${code} Fund`,
  units: '1.0000',
  nav: '10.0000',
  value,
  valuePercent: 0,
  allocationPercent: 0,
});

describe('visibleFunds', () => {
  it('hides funds with a zero (or invalid) value and keeps the order of the rest', () => {
    const funds = [fund('PROT', 100), fund('BALN', 0), fund('FLCP', 50), fund('MULT', Number.NaN), fund('VIRT', -1)];
    expect(visibleFunds(funds).map((f) => f.code)).toEqual(['PROT', 'FLCP']);
  });
});

describe('isLargeFundValue', () => {
  it('switches to the larger style at exactly 1,000,000', () => {
    expect(isLargeFundValue(999_999.99)).toBe(false);
    expect(isLargeFundValue(1_000_000)).toBe(true);
  });
});

describe('donutSegments', () => {
  it('uses a radius whose circumference is 100', () => {
    expect(2 * Math.PI * DONUT_RADIUS).toBeCloseTo(100, 10);
  });

  it("gives each value its share and starts each arc where the last ended, from 12 o'clock", () => {
    const [a, b, c] = donutSegments([50, 30, 20]);
    expect(a).toEqual({ percent: 50, dashArray: '50 50', dashOffset: 25 });
    expect(b?.percent).toBeCloseTo(30);
    expect(b?.dashOffset).toBeCloseTo(-25);
    expect(c?.dashOffset).toBeCloseTo(-55);
  });

  it('draws a single fund as the full ring', () => {
    expect(donutSegments([1234.5])).toEqual([{ percent: 100, dashArray: '100 0', dashOffset: 25 }]);
  });

  it('draws nothing when there is nothing held', () => {
    expect(donutSegments([])).toEqual([]);
    expect(donutSegments([0, 0])).toEqual([]);
  });

  it('treats zero, negative and non-finite values as empty arcs', () => {
    const segments = donutSegments([0, 10, -5, Number.POSITIVE_INFINITY, 10]);
    expect(segments.map((s) => s.percent)).toEqual([0, 50, 0, 0, 50]);
  });

  it('always closes the ring, whatever the values', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.01, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 10 }), (values) => {
        const segments = donutSegments(values);
        const total = segments.reduce((sum, s) => sum + s.percent, 0);
        expect(total).toBeCloseTo(100, 6);
        const last = segments.at(-1)!;
        // the last arc ends exactly where the first began
        expect(25 - last.dashOffset + last.percent).toBeCloseTo(100, 6);
      }),
    );
  });
});

describe('formatPlainAmount', () => {
  it('uses Indian grouping, two decimals and no currency sign', () => {
    expect(formatPlainAmount(1234567.8)).toBe('12,34,567.80');
    expect(formatPlainAmount(0)).toBe('0.00');
  });
});
