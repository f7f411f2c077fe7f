'use client';

import { useState } from 'react';
import { sendSrOtpAction, verifySrOtpAction } from '@/components/otp/sr-otp-actions';
import type { OtpChannel } from '@/components/otp/otp-channel';
import { OtpForm } from '@/components/otp/otp-form';
import { Button } from '@/components/ui/button';
import { outcomeOf } from '@/lib/client/action-outcome';
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
const loanOtp = (policyNumber: string): OtpChannel => ({
  send: (transactionId) =>
    outcomeOf(sendSrOtpAction({ policyNumber, srRequestType: 'POLICY_LOAN', ...(transactionId ? { transactionId } : {}) })),
  verify: (transactionId, otp) =>
    outcomeOf(verifySrOtpAction({ policyNumber, srRequestType: 'POLICY_LOAN', transactionId, otp })),
});

export function LoanOtpStep({ policyNo, amount, busy, onBusyChange, onSubmitted, onClose, onBack }: LoanOtpStepProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [channel] = useState(() => loanOtp(policyNo));
  if (refusal !== null) return <FlowRefusal message={refusal} onClose={onClose} />;

  const submit = async (srRequestToken: string) => {
    const result = await outcomeOf(requestLoanAction({ policyNo, amount, srRequestToken }));
    if (result.ok) onSubmitted(result.data.serviceRequestId);
    else setRefusal(result.message);
  };
  return (
    <>
      <StepHeading>OTP Verification</StepHeading>
      <OtpForm channel={channel} onVerified={submit} onFailure={setRefusal} onBusyChange={onBusyChange} />
      <Button variant="ghost" size="sm" className="mt-3" disabled={busy} onClick={onBack}>
        Back
      </Button>
    </>
  );
}
