'use client';

import { useEffect, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { SrRequestType } from '@/lib/server/data/sr-otp';
import { sendSrOtpAction, verifySrOtpAction } from './sr-otp-actions';
import type { OtpChannel } from './otp-channel';
import type { OtpForm } from './otp-form';
import { OtpSending } from './otp-sending';

/**
 * The service-request OTP, bound by the core to one policy and one kind of request: fund switch
 * and redirection here, a policy loan and a mandate's pause or cancellation on their own screens.
 */
export function srOtpChannel(policyNumber: string, srRequestType: SrRequestType): OtpChannel {
  return {
    send: (transactionId) => sendSrOtpAction({ policyNumber, srRequestType, ...(transactionId ? { transactionId } : {}) }),
    verify: ({ transactionId, otp }) => verifySrOtpAction({ policyNumber, srRequestType, transactionId, otp }),
  };
}

export interface SrOtpModalProps {
  open: boolean;
  policyNumber: string;
  srRequestType: 'FUND_SWITCH' | 'PREMIUM_REDIRECTION';
  /** The OTP was accepted; submit the request with this token. The modal stays busy until it settles. */
  onVerified: (srRequestToken: string) => void | Promise<void>;
  onClose: () => void;
  /**
   * The OTP could not be sent, or something unexpected failed (SPEC §8): the screen decides,
   * failureGoBackToPolicy in the web view or an on-screen error and closing the modal outside it.
   * Without it the message shows in the modal.
   */
  onFailure?: (message: string) => void;
}

/** SPEC names no title for this dialog; 'OTP Verification' is ours. A key: the Modal words it. */
export const SR_OTP_TITLE = 'otp.title';

/**
 * Service-request OTP (SPEC §2 fund switch and premium redirection, §4 "OTP dialog"): opening it
 * sends the OTP, Verify checks it and hands the token to the screen.
 *
 * The form opens only at a flow's last step, so its code (the OTP field among it) is fetched once
 * the page is up rather than before: those pages sit at their JavaScript budget.
 */
export function SrOtpModal({ open, policyNumber, srRequestType, onVerified, onClose, onFailure }: SrOtpModalProps) {
  // While the OTP is checked or the request submitted, closing would orphan the submission.
  const [busy, setBusy] = useState(false);
  const [Form, setForm] = useState<typeof OtpForm | null>(null);
  useEffect(() => {
    let live = true;
    void import('./otp-form').then((loaded) => live && setForm(() => loaded.OtpForm));
    return () => {
      live = false;
    };
  }, []);

  return (
    <Modal open={open} onClose={onClose} title={SR_OTP_TITLE} size="sm" dismissible={!busy} closeOnOutsideClick={false}>
      {Form ? (
        <Form
          channel={srOtpChannel(policyNumber, srRequestType)}
          onVerified={onVerified}
          onFailure={onFailure}
          onBusyChange={setBusy}
        />
      ) : (
        <div className="py-2">
          <OtpSending />
        </div>
      )}
    </Modal>
  );
}
