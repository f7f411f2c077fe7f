'use client';

import { useMessageText } from '@/lib/i18n/message-text';
import { useAction } from 'next-safe-action/hooks';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { RefusalGate } from '@/components/requests/refusal-gate';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { actionErrorMessage } from '@/lib/client/action-error';
import { callHost } from '@/lib/client/host-bridge';
import type { OpenRequest } from '@/lib/open-requests';
import type { FundHolding } from '@/lib/types';
import { loadRedirectionFundsAction } from './actions';
import { allocationsFromInputs, validateAllocation } from './redirection-rules';
import { AllocationForm } from './allocation-form';
import { FlowHeader } from './flow-header';
import { HoldingsStep } from './holdings-step';
import { laterParts, SubmitDialogs } from './submit-stage';
import { FlowProvider, PolicyStep, type RedirectionPolicyOption } from './policy-step';
import { useRedirectionSubmit } from './use-redirection-submit';

export interface ChosenPolicy {
  policyNo: string;
  /** null when they could not be loaded; `error` then says why */
  funds: FundHolding[] | null;
  error: string | null;
}

interface RedirectionFlowProps {
  policies: RedirectionPolicyOption[];
  cards: Record<string, ReactNode>;
  /** a deep link (?policyNo=) opens step 1 for that policy, its funds loaded on the server */
  initial: ChosenPolicy | null;
  embedded: boolean;
}

/** Steps 0–2 of SPEC §2 "Premium redirection", then the confirmation, the OTP and the result. */
export function RedirectionFlow({ policies, cards, initial, embedded }: RedirectionFlowProps) {
  const router = useRouter();
  const text = useMessageText();
  const [step, setStep] = useState(initial ? 1 : 0);
  const [chosen, setChosen] = useState<ChosenPolicy | null>(initial);
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const [terms, setTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const funds = chosen?.funds ?? [];
  const allocations = allocationsFromInputs(
    funds.map((f) => f.code),
    inputs,
  );
  const clearForm = () => {
    setInputs({});
    setTerms(false);
    setError(null);
  };
  const startOver = () => {
    clearForm();
    setStep(0);
    setChosen(null);
  };
  const submit = useRedirectionSubmit({
    policyNo: chosen?.policyNo ?? '',
    allocations,
    termsAccepted: terms,
    embedded,
    onError: setError,
    onHandedOff: startOver,
  });

  // Each step replaces the last, so focus moves to its heading for keyboard and screen-reader users.
  const container = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else container.current?.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus();
  }, [step]);

  // Step 0 → 1 once the chosen policy's funds are read, or could not be (the step then says why).
  const load = useAction(loadRedirectionFundsAction, {
    onSuccess: ({ data, input }) => setChosen({ policyNo: input.policyNo, funds: data, error: null }),
    onError: ({ error, input }) => setChosen({ policyNo: input.policyNo, funds: null, error: text(actionErrorMessage(error)) }),
    onSettled: () => {
      clearForm();
      setStep(1);
    },
  });
  useLoadingWhile(load.isPending);
  const choose = (policyNo: string) => {
    // Fetched alongside the policy's funds, so the dialogs do not wait for their script later.
    void laterParts();
    load.execute({ policyNo });
  };

  const back = () => {
    setError(null);
    // Opened straight from a link there is no page to go back to; home is the sensible way out.
    if (step === 0) return window.history.length > 1 ? router.back() : router.push('/');
    setStep(step - 1);
  };

  const next = () => {
    const refusal = validateAllocation({ allocations, termsAccepted: terms });
    setError(refusal);
    if (!refusal) submit.confirm();
  };

  // In the web view a refusal goes back to the app, as a failed submit does (SPEC §8).
  const refusedInApp = (r: OpenRequest) => {
    const told = callHost('failureGoBackToPolicy', {
      policyNo: r.policyNo ?? '',
      serviceRequestId: '',
      timestamp: new Date().toISOString(),
      message: r.message,
    });
    if (told) startOver();
  };

  const policyName = policies.find((p) => p.policyNo === chosen?.policyNo)?.name ?? '';

  return (
    <FlowProvider value={{ choose }}>
      <div ref={container} className="flex flex-col gap-6">
        <FlowHeader step={step} onBack={back} />
        {step === 0 && <PolicyStep policies={policies} cards={cards} />}
        {step > 0 && chosen && (
          // A redirection of this policy already made today refuses another: said before the holdings and the form.
          <RefusalGate
            key={chosen.policyNo}
            policyNo={chosen.policyNo}
            kinds={['PREMIUM_REDIRECTION']}
            onRefused={embedded ? refusedInApp : undefined}
          >
            {step === 1 && chosen && (
              <HoldingsStep
                policyNo={chosen.policyNo}
                policyName={policyName}
                funds={chosen.funds}
                error={chosen.error}
                onNext={() => setStep(2)}
              />
            )}
            {step === 2 && chosen && (
              <AllocationForm
                policyNo={chosen.policyNo}
                policyName={policyName}
                funds={funds}
                inputs={inputs}
                onInput={(code, text) => setInputs((prev) => ({ ...prev, [code]: text }))}
                terms={terms}
                onTerms={setTerms}
                error={error}
                onReset={clearForm}
                onNext={next}
              />
            )}
          </RefusalGate>
        )}
      </div>
      <SubmitDialogs
        submit={submit}
        policyNo={chosen?.policyNo ?? ''}
        onDone={() => {
          submit.clearSuccess();
          startOver();
        }}
      />
    </FlowProvider>
  );
}
