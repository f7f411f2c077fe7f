'use client';

import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { Modal } from '@/components/ui/modal';
import { OtpForm } from '@/components/otp/otp-form';
import { contactOtpChannel } from '@/components/otp/contact-otp-channel';
import { FlowRefusal, StepHeading } from '@/components/ui/flow-parts';
import { useContactDetails } from '../contact-otp/use-contact-details';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { EmailForm } from './email-form';

export const EMAIL_MODAL_TITLE = 'Update Email Id';

export interface EmailModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Update Email Id' (SPEC §2 "Contact Detail", §4 "Email"): an OTP to the registered mobile first,
 * then 'Edit Email Address', then the request's confirmation. A duplicate request is refused when
 * the OTP is asked for, before the customer types anything.
 */
export function EmailModal({ open, onClose }: EmailModalProps) {
  // While the OTP is checked, closing would orphan the call.
  const [busy, setBusy] = useState(false);
  const [serviceRequestId, setServiceRequestId] = useState<string | null>(null);
  return (
    <>
      <Modal
        open={open && serviceRequestId === null}
        onClose={onClose}
        title={EMAIL_MODAL_TITLE}
        dismissible={!busy}
        closeOnOutsideClick={false}
      >
        <EmailFlow onClose={onClose} onBusyChange={setBusy} onSubmitted={setServiceRequestId} />
      </Modal>
      <RequestSubmitted serviceRequestId={open ? serviceRequestId : null} onClose={onClose} />
    </>
  );
}

interface FlowProps {
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
  onSubmitted: (serviceRequestId: string) => void;
}

/** Mounted only while the modal is open, so every opening starts again from the OTP. */
function EmailFlow({ onClose, onBusyChange, onSubmitted }: FlowProps) {
  const contact = useContactDetails();
  const [token, setToken] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (refusal !== null) return <FlowRefusal message={refusal} onClose={onClose} />;
  if (token === null) {
    return (
      <>
        <StepHeading>OTP Verification</StepHeading>
        <OtpForm
          channel={contactOtpChannel('EMAIL_UPDATE')}
          onVerified={setToken}
          onFailure={setRefusal}
          onBusyChange={onBusyChange}
        />
      </>
    );
  }
  if (contact.status === 'failed') return <FlowRefusal message={contact.message} onClose={onClose} />;
  if (contact.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-3 text-ink-700">
        <Spinner size="sm" className="text-brand-600" />
        Loading your email details…
      </p>
    );
  }
  return <EmailForm current={contact.details} srRequestToken={token} onSubmitted={onSubmitted} onCancel={onClose} />;
}
