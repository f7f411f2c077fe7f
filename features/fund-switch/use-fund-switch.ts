'use client';

import { useRef, useState } from 'react';
import { useLoading } from '@/components/shell/loading-provider';
import { outcomeOf } from '@/lib/client/action-outcome';
import { notify } from '@/lib/client/notify';
import type { FundHoldings, FundSummaryRow } from '@/lib/types';
import { loadFundHoldingsAction, previewFundSwitchAction } from './actions';
import { toPercentages, validateSwitch, type SwitchIssue } from './fund-switch-rules';
import { EMPTY_FORM, type SwitchForm } from './flow-state';

export type FlowStep = 0 | 1 | 2 | 3;

export interface FlowStart {
  step: FlowStep;
  policyNo: string;
  holdings: FundHoldings | null;
  holdingsError: string | null;
}

export function switchIssue(holdings: FundHoldings | null, form: SwitchForm): SwitchIssue | null {
  return validateSwitch({
    funds: (holdings?.funds ?? []).map((f) => ({ code: f.code, value: f.value })),
    sources: toPercentages(form.sources),
    targets: toPercentages(form.targets),
    termsAccepted: form.terms,
  });
}

/**
 * The flow's state up to the summary; the OTP and the submission live in useFundSwitchSubmit.
 * Each user step costs one server round: the holdings on choosing a policy, the summary on Next.
 */
export function useFundSwitch(start: FlowStart) {
  const { track } = useLoading();
  const [step, setStep] = useState<FlowStep>(start.step);
  const [policyNo, setPolicyNo] = useState(start.policyNo);
  const [holdings, setHoldings] = useState(start.holdings);
  const [holdingsError, setHoldingsError] = useState(start.holdingsError);
  const [form, setForm] = useState<SwitchForm>(EMPTY_FORM);
  const [rows, setRows] = useState<FundSummaryRow[] | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Only the latest choice may fill the holdings, whatever order the answers arrive in.
  const latestChoice = useRef(0);

  async function choosePolicy(next: string) {
    const ticket = ++latestChoice.current;
    setPolicyNo(next);
    setForm(EMPTY_FORM);
    setRows(null);
    if (!next) return;
    const result = await outcomeOf(track(loadFundHoldingsAction({ policyNo: next })));
    if (ticket !== latestChoice.current) return;
    setHoldings(result.ok ? result.data : null);
    setHoldingsError(result.ok ? null : result.message);
    setStep(1);
  }

  function openForm() {
    setFormError(null);
    setStep(2);
  }

  function cancelForm() {
    setForm(EMPTY_FORM);
    setFormError(null);
    setStep(1);
  }

  /** Next on step 2: the rules first, then the core's summary. Returns the broken rule, if any. */
  async function preview(): Promise<SwitchIssue | null> {
    setForm((f) => ({ ...f, attempted: true }));
    setFormError(null);
    const issue = switchIssue(holdings, form);
    if (issue) return issue;
    const result = await outcomeOf(
      track(
        previewFundSwitchAction({
          policyNo,
          sources: toPercentages(form.sources),
          targets: toPercentages(form.targets),
          termsAccepted: form.terms,
        }),
      ),
    );
    if (!result.ok) {
      setFormError(result.message);
      notify('error', result.message);
      return null;
    }
    setRows(result.data);
    setStep(3);
    return null;
  }

  function back() {
    if (step === 0) {
      // Opened straight from a link there is no page to go back to; home is the nearest.
      if (window.history.length > 1) window.history.back();
      else window.location.assign('/');
      return;
    }
    setFormError(null);
    setStep((s) => (s - 1) as FlowStep);
  }

  /** After a submitted switch (SPEC §4 "Flow end"): a fresh start, and a URL that no longer deep-links. */
  function restart() {
    latestChoice.current += 1;
    setStep(0);
    setPolicyNo('');
    setHoldings(null);
    setHoldingsError(null);
    setForm(EMPTY_FORM);
    setRows(null);
    setFormError(null);
    window.history.replaceState(null, '', '/fund-switch');
  }

  return {
    step,
    setStep,
    policyNo,
    holdings,
    holdingsError,
    form,
    setForm,
    rows,
    formError,
    choosePolicy,
    openForm,
    cancelForm,
    preview,
    back,
    restart,
  };
}
