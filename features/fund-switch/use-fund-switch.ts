import { useMessageText } from '@/lib/i18n/message-text';
import { useAction } from 'next-safe-action/hooks';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { actionErrorMessage } from '@/lib/client/action-error';
import { notify } from '@/lib/client/notify';
import type { FundHoldings } from '@/lib/types';
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
 * The holdings and the summary are those calls' own results (a deep link's holdings come from
 * the page until a policy is chosen here); the hooks keep only the latest call's answer.
 */
export function useFundSwitch(start: FlowStart) {
  const router = useRouter();
  const text = useMessageText();
  const [step, setStep] = useState<FlowStep>(start.step);
  const [policyNo, setPolicyNo] = useState(start.policyNo);
  const [form, setForm] = useState<SwitchForm>(EMPTY_FORM);
  const load = useAction(loadFundHoldingsAction, { onSettled: () => setStep(1) });
  const summary = useAction(previewFundSwitchAction, {
    onSuccess: () => setStep(3),
    onError: ({ error }) => notify('error', text(actionErrorMessage(error))),
  });
  useLoadingWhile(load.isPending || summary.isPending);

  const seeded = load.isIdle && policyNo === start.policyNo;
  const holdings = load.hasSucceeded ? load.result.data : seeded ? start.holdings : null;
  const holdingsError = load.hasErrored ? actionErrorMessage(load.result) : seeded ? start.holdingsError : null;

  function choosePolicy(next: string) {
    setPolicyNo(next);
    setForm(EMPTY_FORM);
    summary.reset();
    if (next) load.execute({ policyNo: next });
    else load.reset();
  }

  function openForm() {
    summary.reset();
    setStep(2);
  }

  function cancelForm() {
    setForm(EMPTY_FORM);
    summary.reset();
    setStep(1);
  }

  /** Next on step 2: the rules first, then the core's summary. Returns the broken rule, if any. */
  function preview(): SwitchIssue | null {
    setForm((f) => ({ ...f, attempted: true }));
    const issue = switchIssue(holdings, form);
    if (issue) {
      summary.reset();
      return issue;
    }
    summary.execute({
      policyNo,
      sources: toPercentages(form.sources),
      targets: toPercentages(form.targets),
      termsAccepted: form.terms,
    });
    return null;
  }

  function back() {
    if (step === 0) {
      // Opened straight from a link there is no page to go back to; home is the nearest.
      if (window.history.length > 1) router.back();
      else router.push('/');
      return;
    }
    summary.reset();
    setStep((s) => (s - 1) as FlowStep);
  }

  /** After a submitted switch (SPEC §4 "Flow end"): a fresh start, and a URL that no longer deep-links. */
  function restart() {
    setStep(0);
    setPolicyNo('');
    setForm(EMPTY_FORM);
    load.reset();
    summary.reset();
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
    rows: summary.hasSucceeded ? summary.result.data : null,
    formError: summary.hasErrored ? actionErrorMessage(summary.result) : null,
    choosePolicy,
    openForm,
    cancelForm,
    preview,
    back,
    restart,
  };
}
