'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { OtpForm } from '@/components/otp/otp-form';
import { srOtpChannel } from '@/components/otp/sr-otp-modal';
import { Button } from '@/components/ui/button';
import { actionErrorMessage } from '@/lib/client/action-error';
import { requestLoanAction } from './actions';
import { FlowRefusal, StepHeading } from './panel-parts';

interface LoanOtpStepProps {
  policyNo: string;
  /** the amount as the core confirmed it */
  amount: string;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onSubmitted: (serviceRequestId: string) => void;
  onClose: () => void;
  onBack: () => void;
}

/** The service-request OTP of fund switch and redirection, bound by the core to this policy and a loan. */
export function LoanOtpStep({ policyNo, amount, busy, onBusyChange, onSubmitted, onClose, onBack }: LoanOtpStepProps) {
  const t = useTranslations();
  const [refusal, setRefusal] = useState<string | null>(null);
  const request = useAction(requestLoanAction, {
    onSuccess: ({ data }) => onSubmitted(data.serviceRequestId),
    onError: ({ error }) => setRefusal(actionErrorMessage(error)),
  });
  if (refusal !== null) return <FlowRefusal message={refusal} onClose={onClose} />;

  return (
    <>
      <StepHeading>{t('otp.title')}</StepHeading>
      <OtpForm
        channel={srOtpChannel(policyNo, 'POLICY_LOAN')}
        // Awaited so the OTP form stays busy until the request is raised; the hook's callbacks
        // above carry the outcome, a redirect to login included.
        onVerified={(srRequestToken) => request.executeAsync({ policyNo, amount, srRequestToken }).then(noop, noop)}
        onFailure={setRefusal}
        onBusyChange={onBusyChange}
      />
      <Button variant="ghost" size="sm" className="mt-3" disabled={busy} onClick={onBack}>
        {t('policyDetails.loan.back')}
      </Button>
    </>
  );
}

const noop = () => undefined;
