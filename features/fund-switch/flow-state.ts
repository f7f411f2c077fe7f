import { sanitisePercentInput } from '@/lib/percent-input';

/*
 * The flow's pure state rules, shared by the page, the client and the tests: where a deep link
 * lands, and how the step-2 form changes as it is edited.
 *
 * /fund-switch?policyNo=…&from=… (SPEC §2): from=policyDetails opens step 2 for the policy, any
 * other from (app, dashboard…) or none opens step 1.
 */

export const POLICY_NO_PATTERN = /^\d{8}$/;

/** Shown on step 0 when the link's policy is not one the customer can switch (or not theirs). */
export const DEEP_LINK_NOTICE = 'fundSwitch.deepLinkNotice';

export type DeepLinkStart = { kind: 'none' } | { kind: 'unavailable' } | { kind: 'policy'; policyNo: string; step: 1 | 2 };

export function resolveDeepLink(
  policyNo: string | undefined,
  from: string | undefined,
  eligible: readonly string[],
): DeepLinkStart {
  if (policyNo === undefined || policyNo.trim() === '') return { kind: 'none' };
  const wanted = policyNo.trim();
  if (!POLICY_NO_PATTERN.test(wanted) || !eligible.includes(wanted)) return { kind: 'unavailable' };
  return { kind: 'policy', policyNo: wanted, step: from === 'policyDetails' ? 2 : 1 };
}

/** Step 2 needs something to switch out; otherwise the holdings step explains why not. */
export function landingStep(step: 1 | 2, switchableFunds: number): 1 | 2 {
  return step === 2 && switchableFunds > 0 ? 2 : 1;
}

/*
 * The step-2 form's values as typed, and the two edits with a side effect (SPEC §5): a source
 * change empties every target, and a box only ever holds a sanitised percentage.
 */
export interface SwitchForm {
  sources: Record<string, string>;
  targets: Record<string, string>;
  terms: boolean;
  /** Next was pressed once: from then on the messages follow every edit. */
  attempted: boolean;
}

export const EMPTY_FORM: SwitchForm = { sources: {}, targets: {}, terms: false, attempted: false };

export function withSource(form: SwitchForm, code: string, raw: string): SwitchForm {
  const value = sanitisePercentInput(raw);
  if (value === (form.sources[code] ?? '')) return form;
  return { ...form, sources: { ...form.sources, [code]: value }, targets: {} };
}

export function withTarget(form: SwitchForm, code: string, raw: string): SwitchForm {
  return { ...form, targets: { ...form.targets, [code]: sanitisePercentInput(raw) } };
}
