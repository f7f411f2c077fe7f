import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  percentOf,
  REDIRECTION_MESSAGES,
  sanitisePercent,
  totalAllocation,
  validateAllocation,
} from '@/features/premium-redirection/redirection-rules';

const percent = fc.integer({ min: 0, max: 100 });
const allocation = fc
  .array(percent, { minLength: 1, maxLength: 7 })
  .map((ps) => ps.map((p, i) => ({ fundCode: `F${i}`, percent: p })));

describe('percentage box properties', () => {
  it('whatever is typed, the box holds at most 3 digits worth 0 to 100', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const kept = sanitisePercent(raw);
        expect(kept.length).toBeLessThanOrEqual(3);
        expect(kept).toMatch(/^\d*$/);
        const n = percentOf(kept);
        expect(Number.isInteger(n) && n >= 0 && n <= 100).toBe(true);
      }),
    );
  });
  it('is idempotent: cleaning a cleaned value changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(sanitisePercent(sanitisePercent(raw))).toBe(sanitisePercent(raw));
      }),
    );
  });
  it('keeps every valid value as typed', () => {
    fc.assert(
      fc.property(percent, (n) => {
        expect(sanitisePercent(String(n))).toBe(String(n));
      }),
    );
  });
});

describe('validateAllocation properties', () => {
  it('accepts exactly the in-range allocations that total 100 when the terms are accepted', () => {
    fc.assert(
      fc.property(allocation, (allocations) => {
        const verdict = validateAllocation({ allocations, termsAccepted: true });
        expect(verdict === null).toBe(totalAllocation(allocations) === 100);
      }),
    );
  });
  it('never passes without the terms', () => {
    fc.assert(
      fc.property(allocation, (allocations) => {
        expect(validateAllocation({ allocations, termsAccepted: false })).toBe(REDIRECTION_MESSAGES.terms);
      }),
    );
  });
  it('reports a wrong total (the form words it with the total shown)', () => {
    fc.assert(
      fc.property(
        allocation.filter((a) => a.some((x) => x.percent > 0) && totalAllocation(a) !== 100),
        (allocations) => {
          expect(validateAllocation({ allocations, termsAccepted: true })).toBe(REDIRECTION_MESSAGES.total);
        },
      ),
    );
  });
  it('refuses any allocation holding a value outside 0 to 100, whatever its total', () => {
    const outside = fc.oneof(
      fc.integer({ min: 101, max: 10_000 }),
      fc.integer({ min: -10_000, max: -1 }),
      fc.double({ noInteger: true }),
    );
    fc.assert(
      fc.property(allocation, outside, fc.boolean(), (allocations, bad, terms) => {
        const tampered = [...allocations, { fundCode: 'X', percent: bad }];
        expect(validateAllocation({ allocations: tampered, termsAccepted: terms })).toBe(REDIRECTION_MESSAGES.range);
      }),
    );
  });
});
