'use client';

import { useState } from 'react';
import { contactOtpChannel } from '@/components/manage-profile/contact-otp/contact-otp-channel';
import { FlowRefusal, StepHeading } from '@/components/manage-profile/contact-otp/flow-parts';
import { RequestSubmitted } from '@/components/manage-profile/request-submitted';
import { OtpForm } from '@/components/sr-otp/otp-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { outcomeOf } from '@/lib/client/action-outcome';
import { changeNomineeAction } from './actions';
import { emptyNominee, type NomineeFormInput } from './nominee-rules';
import { NomineeForm } from './nominee-form';

export const CHANGE_NOMINEE_TITLE = 'Change Nominee';

/**
 * 'Change Nominee' on the nominee tab (issue 8 §2 "Nominee"): the new nominees, then the contact
 * OTP for this policy (the core refuses a duplicate request there, before an OTP goes out), then
 * the request and its confirmation.
 */
export function ChangeNominee({ policyNo }: { policyNo: string }) {
  const [open, setOpen] = useState(false);
  // While the OTP is checked or the request raised, closing would orphan the call.
  const [busy, setBusy] = useState(false);
  const [serviceRequestId, setServiceRequestId] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setServiceRequestId(null);
  };

  return (
    <>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {CHANGE_NOMINEE_TITLE}
      </Button>
      <Modal
        open={open && serviceRequestId === null}
        onClose={close}
        title={CHANGE_NOMINEE_TITLE}
        size="lg"
        dismissible={!busy}
        closeOnOutsideClick={false}
      >
        <ChangeNomineeFlow policyNo={policyNo} busy={busy} onBusyChange={setBusy} onSubmitted={setServiceRequestId} onClose={close} />
      </Modal>
      <RequestSubmitted serviceRequestId={serviceRequestId} onClose={close} />
    </>
  );
}

interface FlowProps {
  policyNo: string;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onSubmitted: (serviceRequestId: string) => void;
  onClose: () => void;
}

/** Mounted only while the modal is open, so every opening starts afresh. */
function ChangeNomineeFlow({ policyNo, busy, onBusyChange, onSubmitted, onClose }: FlowProps) {
  const [values, setValues] = useState<NomineeFormInput>({ nominees: [emptyNominee('100')] });
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
      <OtpForm channel={contactOtpChannel('NOMINEE_CHANGE', policyNo)} onVerified={submit} onFailure={setRefusal} onBusyChange={onBusyChange} />
      <Button variant="ghost" size="sm" className="mt-3" disabled={busy} onClick={() => setConfirming(false)}>
        Edit nominees
      </Button>
    </>
  );
}
