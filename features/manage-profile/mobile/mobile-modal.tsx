'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { OtpForm } from '@/components/otp/otp-form';
import { outcomeOf } from '@/lib/client/action-outcome';
import { contactOtpChannel } from '@/components/otp/contact-otp-channel';
import { FlowRefusal, StepHeading } from '@/components/ui/flow-parts';
import { useContactDetails } from '../contact-otp/use-contact-details';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { updateMobileAction } from './actions';
import { NUMBER_ANSWERS } from './mobile-rules';
import { NewMobileForm } from './new-mobile-form';
import { newMobileOtpChannel } from './new-mobile-otp-channel';

export const MOBILE_MODAL_TITLE = 'Update Mobile Number';

export interface MobileModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Update Mobile Number' (issue 8 §2): an OTP to the registered mobile proves the customer, the new
 * number follows, then an OTP sent to that number proves it is theirs, and the request is raised.
 */
export function MobileModal({ open, onClose }: MobileModalProps) {
  // While an OTP is checked or the request raised, closing would orphan the call.
  const [busy, setBusy] = useState(false);
  const [serviceRequestId, setServiceRequestId] = useState<string | null>(null);
  return (
    <>
      <Modal
        open={open && serviceRequestId === null}
        onClose={onClose}
        title={MOBILE_MODAL_TITLE}
        dismissible={!busy}
        closeOnOutsideClick={false}
      >
        <MobileFlow onClose={onClose} busy={busy} onBusyChange={setBusy} onSubmitted={setServiceRequestId} />
      </Modal>
      <RequestSubmitted serviceRequestId={open ? serviceRequestId : null} onClose={onClose} />
    </>
  );
}

interface FlowProps {
  onClose: () => void;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onSubmitted: (serviceRequestId: string) => void;
}

type Step =
  | { name: 'registered' }
  | { name: 'number'; firstToken: string; typed: string; refusal: string | null }
  | { name: 'new'; firstToken: string; mobileNo: string };

/** Mounted only while the modal is open, so every opening starts again from the first OTP. */
function MobileFlow({ onClose, busy, onBusyChange, onSubmitted }: FlowProps) {
  const contact = useContactDetails();
  const [step, setStep] = useState<Step>({ name: 'registered' });
  const [refusal, refuse] = useState<string | null>(null);

  if (refusal !== null) return <FlowRefusal message={refusal} onClose={onClose} />;

  if (step.name === 'registered') {
    return (
      <>
        <StepHeading>OTP Verification</StepHeading>
        <OtpForm
          channel={contactOtpChannel('MOBILE_UPDATE')}
          onVerified={(firstToken) => setStep({ name: 'number', firstToken, typed: '', refusal: null })}
          onFailure={refuse}
          onBusyChange={onBusyChange}
        />
      </>
    );
  }

  if (step.name === 'number') {
    return (
      <NewMobileForm
        currentMasked={contact.status === 'ready' ? contact.details.mobile : null}
        initial={step.typed}
        refusal={step.refusal}
        onNext={(mobileNo) => setStep({ name: 'new', firstToken: step.firstToken, mobileNo })}
        onCancel={onClose}
      />
    );
  }

  const { firstToken, mobileNo } = step;
  const submit = async (secondToken: string) => {
    const result = await outcomeOf(updateMobileAction({ mobileNo, srRequestToken: secondToken }));
    if (result.ok) onSubmitted(result.data.serviceRequestId);
    else refuse(result.message);
  };
  const changeNumber = (refusal: string | null) => setStep({ name: 'number', firstToken, typed: mobileNo, refusal });

  return (
    <>
      <StepHeading>Verify New Mobile Number</StepHeading>
      <OtpForm
        // A new number is a new exchange: its OTP form starts afresh.
        key={mobileNo}
        channel={newMobileOtpChannel(mobileNo, firstToken)}
        recipient="your new mobile number"
        onVerified={submit}
        // An answer about the number goes back to it; anything else ends the change.
        onFailure={(message) => (NUMBER_ANSWERS.includes(message) ? changeNumber(message) : refuse(message))}
        onBusyChange={onBusyChange}
      />
      <Button variant="ghost" size="sm" className="mt-3" disabled={busy} onClick={() => changeNumber(null)}>
        Change mobile number
      </Button>
    </>
  );
}
