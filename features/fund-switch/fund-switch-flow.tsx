'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { RefusalGate } from '@/components/requests/refusal-gate';
import { InfoBanner } from '@/components/ui/info-banner';
import { useSrSubmittedText } from '@/components/ui/request-submitted';
import { PageTitle } from '@/components/ui/page-title';
import { Stepper } from '@/components/ui/stepper';
import { HoldingsStep } from './holdings-step';
import { PolicyStep, type SwitchPolicyOption } from './policy-step';
import { SummaryStep } from './summary-step';
import { SwitchFormStep } from './switch-form-step';
import { useFundSwitch, type FlowStart } from './use-fund-switch';
import { useFundSwitchSubmit } from './use-fund-switch-submit';

// The dialogs of the submission load as one script when Submit is first in sight (a policy is
// chosen); they are never drawn on the server, so nothing they show can be pressed early.
const laterParts = () => import('./later-parts');
const SrOtpModal = lazy(() => laterParts().then((m) => ({ default: m.SrOtpModal })));
const SwitchConfirmation = lazy(() => laterParts().then((m) => ({ default: m.SwitchConfirmation })));

/** SPEC names the steps only by number; these are ours (fundSwitch.steps in the catalogues). */
export const FUND_SWITCH_STEPS = ['policy', 'holdings', 'switch', 'summary'] as const;

interface FundSwitchFlowProps {
  policies: SwitchPolicyOption[];
  cards: Record<string, ReactNode>;
  start: FlowStart;
  notice: string | null;
  embedded: boolean;
  /** today in India, YYYY-MM-DD */
  today: string;
}

/** The whole fund switch (SPEC §2, §4): steps 0–3, then the OTP, the submission and its result. */
export function FundSwitchFlow({ policies, cards, start, notice: initialNotice, embedded, today }: FundSwitchFlowProps) {
  const t = useTranslations('fundSwitch');
  const submittedText = useSrSubmittedText();
  const flow = useFundSwitch(start);
  const submit = useFundSwitchSubmit({ policyNo: flow.policyNo, form: flow.form, embedded, restart: flow.restart });
  const [notice, setNotice] = useState(initialNotice);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const policy = policies.find((p) => p.policyNo === flow.policyNo);
  const steps = FUND_SWITCH_STEPS.map((s) => t(`steps.${s}`));

  // A new step replaces most of the page: focus its heading so screen readers start there.
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [flow.step]);

  // A refusal belongs to the summary it was shown on; leaving that step drops it.
  const leaveSummary = (go: () => void) => {
    submit.clearError();
    go();
  };

  const choose = (policyNo: string) => {
    setNotice(null);
    // Fetched alongside the policy's holdings, so the OTP dialog does not wait for its script later.
    void laterParts();
    flow.choosePolicy(policyNo);
  };
  const confirmedId = submit.outcome?.kind === 'confirmed' ? submit.outcome.serviceRequestId : null;

  return (
    <div className="flex flex-col gap-6">
      <FlowHeader
        onBack={() => leaveSummary(flow.back)}
        backLabel={flow.step === 0 ? t('back') : t('backTo', { step: steps[flow.step - 1] ?? '' })}
      />
      <Stepper steps={steps} current={flow.step} label={t('progress')} />
      <section aria-labelledby="fund-switch-step" className="card">
        <h2 id="fund-switch-step" ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink-900 focus:outline-none">
          {steps[flow.step]}
        </h2>
        {flow.step > 0 && policy && <p className="mt-1 text-sm text-ink-700">{t('policyNo', { policy: policy.label })}</p>}
        <div className="mt-4">
          {flow.step === 0 && (
            <>
              {/* In the web view the app shows its own result; this covers the moment before it takes over. */}
              {submit.outcome?.kind === 'handedOver' && (
                <InfoBanner tone="success">{submittedText(submit.outcome.serviceRequestId)}</InfoBanner>
              )}
              <PolicyStep policies={policies} cards={cards} policyNo={flow.policyNo} onChoose={choose} notice={notice} />
            </>
          )}
          {flow.step > 0 && (
            // A switch of this policy already made today refuses another: said before the holdings' button and the form.
            <RefusalGate
              key={flow.policyNo}
              policyNo={flow.policyNo}
              kinds={['FUND_SWITCH']}
              onRefused={embedded ? (r) => submit.onFailure(r.message) : undefined}
            >
              {flow.step === 1 && (
                <HoldingsStep
                  policyNo={flow.policyNo}
                  holdings={flow.holdings}
                  error={flow.holdingsError}
                  today={today}
                  onRetry={() => choose(flow.policyNo)}
                  onSwitch={flow.openForm}
                />
              )}
              {flow.step === 2 && flow.holdings && (
                <SwitchFormStep
                  holdings={flow.holdings}
                  form={flow.form}
                  setForm={flow.setForm}
                  serverError={flow.formError}
                  onNext={flow.preview}
                  onCancel={flow.cancelForm}
                />
              )}
              {flow.step === 3 && flow.rows && (
                <SummaryStep
                  rows={flow.rows}
                  error={submit.submitError}
                  onEdit={() => leaveSummary(() => flow.setStep(2))}
                  onSubmit={submit.openOtp}
                />
              )}
            </RefusalGate>
          )}
        </div>
      </section>
      {/* Mounted only while open, so their script is fetched when first wanted. */}
      <Suspense fallback={null}>
        {submit.otpOpen && (
          <SrOtpModal
            open
            policyNumber={flow.policyNo}
            srRequestType="FUND_SWITCH"
            onVerified={submit.onVerified}
            onClose={submit.closeOtp}
            onFailure={submit.onFailure}
          />
        )}
        {confirmedId !== null && <SwitchConfirmation serviceRequestId={confirmedId} onClose={submit.closeConfirmation} />}
      </Suspense>
    </div>
  );
}

interface FlowHeaderProps {
  onBack: () => void;
  /** what Back does, for screen readers: the previous step's name, or plain 'Back' from step 0 */
  backLabel: string;
}

/** A button, not a link: Back goes to the previous step, and only from step 0 back in history (SPEC §2). */
function FlowHeader({ onBack, backLabel }: FlowHeaderProps) {
  const t = useTranslations('fundSwitch');
  return <PageTitle title={t('title')} back={{ onClick: onBack }} backLabel={backLabel} />;
}
