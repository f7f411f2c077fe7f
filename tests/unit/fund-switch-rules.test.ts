import { describe, expect, it } from 'vitest';
import {
  FUND_SWITCH_MESSAGES,
  FUND_SWITCH_TERMS_LABEL,
  hasValidStructure,
  isSourceDisabled,
  isTargetDisabled,
  nonZero,
  percentOf,
  switchedValue,
  toPercentages,
  totalPercent,
  validateSwitch,
  type SwitchInput,
} from '@/features/fund-switch/fund-switch-rules';
import { sanitisePercentInput } from '@/lib/percent-input';
import { english } from './english-text';

const funds = [
  { code: 'PROT', value: 91_355.87 },
  { code: 'FLCP', value: 82_751.33 },
  { code: 'BALN', value: 0 },
  { code: 'MULT', value: 76_680.12 },
];
const valid: SwitchInput = { funds, sources: { PROT: 50 }, targets: { FLCP: 60, BALN: 40 }, termsAccepted: true };
const rule = (input: Partial<SwitchInput>) => validateSwitch({ ...valid, ...input })?.rule ?? null;

describe('the spec texts, word for word', () => {
  it('keeps every message of SPEC §5 "Fund switch"', () => {
    expect(english(FUND_SWITCH_MESSAGES.noSource)).toBe("Please Enter Percentage for At Least One Fund in 'Switch From'");
    expect(english(FUND_SWITCH_MESSAGES.targetTotal)).toBe('Total Percentage in `Switch To` should be 100%.');
    expect(english(FUND_SWITCH_MESSAGES.minValue)).toBe('Your fund value has to be above ₹5,000 for this transaction.');
    expect(english(FUND_SWITCH_MESSAGES.terms)).toBe('Please Accept Terms and Conditions.');
    expect(english(FUND_SWITCH_TERMS_LABEL)).toBe('I agree to the fund switch as per policy terms and conditions.');
  });
});

describe('sanitisePercentInput', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['50', '50'],
    ['100', '100'],
    ['101', '100'],
    ['999', '100'],
    ['1000', '100'],
    ['12a', '12'],
    ['-5', '5'],
    ['4.5', '45'],
    [' 7 ', '7'],
    ['1,000', '100'],
    ['abc', ''],
    ['0', '0'],
    ['007', '7'],
    ['٣', ''],
  ])('%j → %j', (raw, expected) => {
    expect(sanitisePercentInput(raw)).toBe(expected);
  });

  it('reads an empty box as 0', () => {
    expect([percentOf(''), percentOf(undefined)]).toEqual([0, 0]);
    expect(percentOf('42')).toBe(42);
    expect(toPercentages({ PROT: '', FLCP: '30' })).toEqual({ PROT: 0, FLCP: 30 });
  });
});

describe('which boxes are open', () => {
  it('closes the source of a fund worth nothing (or worth nonsense)', () => {
    expect(isSourceDisabled({ code: 'BALN', value: 0 })).toBe(true);
    expect(isSourceDisabled({ code: 'BALN', value: -1 })).toBe(true);
    expect(isSourceDisabled({ code: 'BALN', value: Number.NaN })).toBe(true);
    expect(isSourceDisabled({ code: 'PROT', value: 0.01 })).toBe(false);
  });

  it('closes the target of a fund that is being switched out of', () => {
    expect(isTargetDisabled('PROT', { PROT: 1 })).toBe(true);
    expect(isTargetDisabled('PROT', { PROT: 0 })).toBe(false);
    expect(isTargetDisabled('FLCP', { PROT: 100 })).toBe(false);
  });
});

describe('switchedValue', () => {
  it('is Σ FundValue × percent / 100, exact to the paisa', () => {
    expect(switchedValue(funds, { PROT: 50 })).toBe(45_677.935);
    expect(switchedValue(funds, { PROT: 100, MULT: 10 })).toBe(91_355.87 + 7_668.012);
    expect(
      switchedValue(
        [
          { code: 'A', value: 0.1 },
          { code: 'B', value: 0.2 },
        ],
        { A: 100, B: 100 },
      ),
    ).toBe(0.3);
  });

  it('ignores funds worth nothing and zero percentages', () => {
    expect(switchedValue(funds, {})).toBe(0);
    expect(switchedValue(funds, { BALN: 100 })).toBe(0);
  });
});

describe('validateSwitch: the first broken rule, in the spec order', () => {
  it('accepts a valid switch', () => {
    expect(validateSwitch(valid)).toBeNull();
  });

  it('needs a source above 0 first of all', () => {
    expect(validateSwitch({ ...valid, sources: {}, targets: {}, termsAccepted: false })).toEqual({
      rule: 'noSource',
      message: FUND_SWITCH_MESSAGES.noSource,
    });
    expect(rule({ sources: { PROT: 0, FLCP: 0 } })).toBe('noSource');
  });

  it('then targets that add up to exactly 100', () => {
    expect(rule({ targets: {}, termsAccepted: false })).toBe('targetTotal');
    expect(rule({ targets: { FLCP: 60, BALN: 39 } })).toBe('targetTotal');
    expect(rule({ targets: { FLCP: 60, BALN: 40, MULT: 1 } })).toBe('targetTotal');
  });

  it('then at least ₹5,000 switched (exactly 5,000 is enough)', () => {
    const small = [
      { code: 'PROT', value: 10_000 },
      { code: 'FLCP', value: 1 },
    ];
    expect(rule({ funds: small, sources: { PROT: 49 }, targets: { FLCP: 100 }, termsAccepted: false })).toBe('minValue');
    expect(rule({ funds: small, sources: { PROT: 50 }, targets: { FLCP: 100 } })).toBeNull();
    expect(
      rule({
        funds: [
          { code: 'PROT', value: 4_999.99 },
          { code: 'FLCP', value: 1 },
        ],
        sources: { PROT: 100 },
        targets: { FLCP: 100 },
      }),
    ).toBe('minValue');
  });

  it('then the terms', () => {
    expect(validateSwitch({ ...valid, termsAccepted: false })).toEqual({ rule: 'terms', message: FUND_SWITCH_MESSAGES.terms });
  });
});

describe('structure: what only a hand-crafted request can break', () => {
  it.each<[string, Partial<SwitchInput>]>([
    ['a percentage over 100', { sources: { PROT: 101 } }],
    ['a negative percentage', { targets: { FLCP: 110, BALN: -10 } }],
    ['a fraction', { sources: { PROT: 50.5 } }],
    ['not a number', { sources: { PROT: Number.NaN } }],
    ['a fund the policy does not list', { targets: { FLCP: 60, PRES: 40 } }],
    ['a source from a fund worth nothing', { sources: { PROT: 50, BALN: 10 } }],
    ['a fund both source and target', { targets: { PROT: 10, FLCP: 50, BALN: 40 } }],
    ['funds listed twice', { funds: [...funds, { code: 'PROT', value: 1 }] }],
  ])('refuses %s before any other rule', (_, input) => {
    expect(hasValidStructure({ ...valid, ...input })).toBe(false);
    expect(validateSwitch({ ...valid, ...input, termsAccepted: false })?.rule).toBe('structure');
  });

  it('allows 0 % lines anywhere, even on closed boxes', () => {
    expect(hasValidStructure({ ...valid, sources: { PROT: 50, BALN: 0 }, targets: { PROT: 0, FLCP: 60, BALN: 40 } })).toBe(true);
  });
});

describe('helpers for the core selection', () => {
  it('totals and keeps only the funds that move', () => {
    expect(totalPercent({ A: 30, B: 70, C: 0 })).toBe(100);
    expect(nonZero({ A: 30, B: 0, C: 70 })).toEqual([
      ['A', 30],
      ['C', 70],
    ]);
  });
});
