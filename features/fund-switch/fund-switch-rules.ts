import { MAX_PERCENT, MIN_FUND_SWITCH_VALUE } from '@/lib/constants';

/*
 * The fund switch rules (SPEC §5 "Fund switch"), pure so the form, the server actions and the
 * tests all run the very same code. Percentages are whole numbers 0–100; an empty box counts as 0.
 */

/** Catalogue keys (messages/*.json, fundSwitch.errors): the form and the refusals word them. */
export const FUND_SWITCH_MESSAGES = {
  noSource: 'fundSwitch.errors.noSource',
  targetTotal: 'fundSwitch.errors.targetTotal',
  minValue: 'fundSwitch.errors.minValue',
  terms: 'fundSwitch.errors.terms',
  /** Only a hand-crafted request gets here: the form cannot produce such values. */
  structure: 'fundSwitch.errors.structure',
} as const;

export const FUND_SWITCH_TERMS_LABEL = 'fundSwitch.form.terms';

/** A box's value as a number; empty is 0. */
export function percentOf(text: string | undefined): number {
  return text ? Number(text) : 0;
}

export interface SwitchFund {
  code: string;
  /** FundValue in rupees */
  value: number;
}

export type Percentages = Readonly<Record<string, number>>;

export interface SwitchInput {
  funds: readonly SwitchFund[];
  sources: Percentages;
  targets: Percentages;
  termsAccepted: boolean;
}

/** A fund worth nothing has no units to move out. */
export function isSourceDisabled(fund: SwitchFund): boolean {
  return !(Number.isFinite(fund.value) && fund.value > 0);
}

/** Money cannot leave a fund and go back into it in the same switch. */
export function isTargetDisabled(code: string, sources: Percentages): boolean {
  return (sources[code] ?? 0) > 0;
}

/**
 * Rupees moved: Σ FundValue × percent / 100. Worked in whole paise times whole percentages, so
 * the sum is exact and never decreases when a percentage grows.
 */
export function switchedValue(funds: readonly SwitchFund[], sources: Percentages): number {
  let paiseTimesPercent = 0;
  for (const fund of funds) {
    const pct = sources[fund.code] ?? 0;
    if (pct > 0 && !isSourceDisabled(fund)) paiseTimesPercent += Math.round(fund.value * 100) * pct;
  }
  return paiseTimesPercent / 10_000;
}

export function totalPercent(percentages: Percentages): number {
  return Object.values(percentages).reduce((sum, p) => sum + p, 0);
}

const isPercent = (p: number) => Number.isInteger(p) && p >= 0 && p <= MAX_PERCENT;

/** Shape rules the form enforces by construction; a request that breaks one is refused whole. */
export function hasValidStructure({ funds, sources, targets }: SwitchInput): boolean {
  const byCode = new Map(funds.map((f) => [f.code, f]));
  if (byCode.size !== funds.length) return false;
  for (const [code, pct] of Object.entries(sources)) {
    const fund = byCode.get(code);
    if (!fund || !isPercent(pct) || (pct > 0 && isSourceDisabled(fund))) return false;
  }
  for (const [code, pct] of Object.entries(targets)) {
    if (!byCode.has(code) || !isPercent(pct) || (pct > 0 && isTargetDisabled(code, sources))) return false;
  }
  return true;
}

export type SwitchRule = 'structure' | 'noSource' | 'targetTotal' | 'minValue' | 'terms';

export interface SwitchIssue {
  rule: SwitchRule;
  message: string;
}

/** The first broken rule, in the spec's order, or null when the switch may go ahead. */
export function validateSwitch(input: SwitchInput): SwitchIssue | null {
  const issue = (rule: SwitchRule): SwitchIssue => ({ rule, message: FUND_SWITCH_MESSAGES[rule] });
  if (!hasValidStructure(input)) return issue('structure');
  if (!Object.values(input.sources).some((p) => p > 0)) return issue('noSource');
  if (totalPercent(input.targets) !== MAX_PERCENT) return issue('targetTotal');
  if (switchedValue(input.funds, input.sources) < MIN_FUND_SWITCH_VALUE) return issue('minValue');
  if (!input.termsAccepted) return issue('terms');
  return null;
}

/** Only the funds actually switched, as the core's selection lists want them. */
export function nonZero(percentages: Percentages): Array<[code: string, percent: number]> {
  return Object.entries(percentages).filter(([, p]) => p > 0);
}

/** The form keeps what was typed; the rules and the actions take numbers. */
export function toPercentages(texts: Readonly<Record<string, string>>): Record<string, number> {
  return Object.fromEntries(Object.entries(texts).map(([code, text]) => [code, percentOf(text)]));
}
