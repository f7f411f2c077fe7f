import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withSource, withTarget, EMPTY_FORM } from '@/features/fund-switch/flow-state';
import {
  isSourceDisabled,
  isTargetDisabled,
  switchedValue,
  validateSwitch,
  type SwitchFund,
} from '@/features/fund-switch/fund-switch-rules';
import { MIN_FUND_SWITCH_VALUE } from '@/lib/constants';
import { PERCENT_MAX_CHARS, sanitisePercentInput } from '@/lib/percent-input';

const CODES = ['PROT', 'FLCP', 'BALN', 'VIRT', 'MUL2', 'MULT', 'PRES'] as const;

// Fund values in whole paise, zero often enough that closed sources are well covered.
const paise = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000_000_000 }));
const fundList = fc
  .uniqueArray(fc.constantFrom(...CODES), { minLength: 1, maxLength: CODES.length })
  .chain((codes) => fc.tuple(...codes.map((code) => paise.map((p): SwitchFund => ({ code, value: p / 100 })))));
const pct = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(0, 100));
const anyPct = fc.oneof(pct, fc.integer({ min: -50, max: 200 }), fc.double({ noNaN: false }));
const percentagesFor = (funds: readonly SwitchFund[], value: fc.Arbitrary<number>) =>
  fc
    .subarray(funds.map((f) => f.code))
    .chain((codes) => fc.tuple(...codes.map((c) => value.map((v) => [c, v] as const))))
    .map(Object.fromEntries);

const scenario = fundList.chain((funds) =>
  fc.record({
    funds: fc.constant(funds),
    sources: percentagesFor(funds, anyPct),
    targets: percentagesFor(funds, anyPct),
    termsAccepted: fc.boolean(),
  }),
);

describe('sanitisePercentInput', () => {
  it('always gives "" or a whole number 0–100 in at most 3 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 12 }), (raw) => {
        const out = sanitisePercentInput(raw);
        expect(out.length).toBeLessThanOrEqual(PERCENT_MAX_CHARS);
        if (out !== '') {
          expect(out).toMatch(/^\d+$/);
          expect(Number(out)).toBeGreaterThanOrEqual(0);
          expect(Number(out)).toBeLessThanOrEqual(100);
        }
        // Idempotent: what a box shows is what it keeps.
        expect(sanitisePercentInput(out)).toBe(out);
      }),
    );
  });

  it('keeps any whole number 0–100 typed plainly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (n) => {
        expect(sanitisePercentInput(String(n))).toBe(String(n));
      }),
    );
  });
});

describe('validateSwitch', () => {
  it('accepts exactly when every rule holds', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const byCode = new Map(input.funds.map((f) => [f.code, f]));
        const isPct = (p: number) => Number.isInteger(p) && p >= 0 && p <= 100;
        const sources = Object.entries(input.sources) as Array<[string, number]>;
        const targets = Object.entries(input.targets) as Array<[string, number]>;
        const structure =
          sources.every(([c, p]) => isPct(p) && (p === 0 || !isSourceDisabled(byCode.get(c)!))) &&
          targets.every(([c, p]) => isPct(p) && (p === 0 || !isTargetDisabled(c, input.sources)));
        const anySource = sources.some(([, p]) => p > 0);
        const hundred = targets.reduce((s, [, p]) => s + p, 0) === 100;
        // Independent oracle: integer paise × percent, compared with 5,000 rupees × 100 × 100.
        const moved = sources.reduce((s, [c, p]) => s + (p > 0 ? Math.round(byCode.get(c)!.value * 100) * p : 0), 0);
        const enough = moved >= MIN_FUND_SWITCH_VALUE * 10_000;
        const allHold = structure && anySource && hundred && enough && input.termsAccepted;
        expect(validateSwitch(input) === null).toBe(allHold);
      }),
      { numRuns: 2000 },
    );
    // Two thousand cases take a second alone and several when the browser tests share the machine.
  }, 20_000);

  it('finds valid switches too (the generator is not all refusals)', () => {
    const big = [
      { code: 'PROT', value: 20_000 },
      { code: 'FLCP', value: 0 },
      { code: 'MULT', value: 1 },
    ];
    fc.assert(
      fc.property(fc.integer({ min: 25, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.boolean(), (s, t, terms) => {
        const input = { funds: big, sources: { PROT: s }, targets: { FLCP: t, MULT: 100 - t }, termsAccepted: terms };
        expect(validateSwitch(input)).toEqual(terms ? null : expect.objectContaining({ rule: 'terms' }));
      }),
    );
  });
});

describe('switchedValue', () => {
  it('never decreases when one percentage grows', () => {
    fc.assert(
      fc.property(fundList, fc.nat(), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (funds, i, a, b) => {
        const code = funds[i % funds.length]!.code;
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const others = Object.fromEntries(funds.map((f, k) => [f.code, (k * 37) % 101]));
        expect(switchedValue(funds, { ...others, [code]: hi })).toBeGreaterThanOrEqual(
          switchedValue(funds, { ...others, [code]: lo }),
        );
      }),
    );
  });
});

describe('the form edits', () => {
  it('a changed source empties every target; a target edit keeps the sources', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CODES), fc.string({ maxLength: 5 }), (code, raw) => {
        const filled = { ...EMPTY_FORM, sources: { PROT: '10' }, targets: { FLCP: '60', MULT: '40' } };
        const after = withSource(filled, code, raw);
        if (sanitisePercentInput(raw) === (filled.sources[code as 'PROT'] ?? '')) expect(after).toBe(filled);
        else expect(after.targets).toEqual({});
        expect(withTarget(filled, code, raw).sources).toEqual(filled.sources);
      }),
    );
  });
});
