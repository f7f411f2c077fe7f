'use client';

import { use, useState } from 'react';
import { contactOtpChannel } from '@/components/otp/contact-otp-channel';
import { FlowRefusal, StepHeading } from '@/components/ui/flow-parts';
import { OtpForm } from '@/components/otp/otp-form';
import { Button } from '@/components/ui/button';
import { outcomeOf } from '@/lib/client/action-outcome';
import { changeNomineeAction } from './actions';
import type { NomineeFormInput, NomineeRowInput } from './nominee-rules';
import { NomineeForm } from './nominee-form';

interface FlowProps {
  policyNo: string;
  /** the nominees now (streamed with the page; the modal's spinner covers the wait) */
  current: Promise<NomineeRowInput[]>;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onSubmitted: (serviceRequestId: string) => void;
  onClose: () => void;
}

/** Mounted only while the modal is open, so every opening starts afresh. */
export function ChangeNomineeFlow({ policyNo, current, busy, onBusyChange, onSubmitted, onClose }: FlowProps) {
  const nominees = use(current);
  const [values, setValues] = useState<NomineeFormInput>({ nominees });
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (refusal !== null) return <FlowRefusal message={refusal} onClose={onClose} />;
  if (!confirming) {
    return (
      <NomineeForm
        initial={values}
        onNext={(typed) => {
          setValues(typed);
          setConfirming(true);
        }}
        onCancel={onClose}
      />
    );
  }

  const submit = async (srRequestToken: string) => {
    const result = await outcomeOf(changeNomineeAction({ policyNo, nominees: values.nominees, srRequestToken }));
    if (result.ok) onSubmitted(result.data.serviceRequestId);
    else setRefusal(result.message);
  };
  return (
    <>
      <StepHeading>OTP Verification</StepHeading>
      <OtpForm
        channel={contactOtpChannel('NOMINEE_CHANGE', policyNo)}
        onVerified={submit}
        onFailure={setRefusal}
        onBusyChange={onBusyChange}
      />
      <Button variant="ghost" size="sm" className="mt-3" disabled={busy} onClick={() => setConfirming(false)}>
        Edit nominees
      </Button>
    </>
  );
}
