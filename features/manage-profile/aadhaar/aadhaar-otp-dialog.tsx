'use client';

import { useRef, useState } from 'react';
import type { OtpChannel, OtpSent } from '@/components/otp/otp-channel';
import { OtpForm } from '@/components/otp/otp-form';
import { SR_OTP_TITLE } from '@/components/otp/sr-otp-modal';
import { Modal } from '@/components/ui/modal';
import type { AuthorityOtpSent, AuthorityVerified } from '@/lib/server/data/kyc';
import { sendAadhaarOtpAction, verifyAadhaarOtpAction } from './actions';
import { authorityRefusalText } from './aadhaar-rules';
import type { AadhaarForm } from './aadhaar-schema';

interface AadhaarOtpDialogProps {
  /** what Next's send answered: the dialog opens with the OTP already on its way */
  sent: AuthorityOtpSent;
  form: AadhaarForm;
  onVerified: (answer: AuthorityVerified) => void;
  /** the authority refused the OTP (1003) or could not complete e-KYC (1005): the screen says which and moves to proof */
  onRefused: (message: string) => void;
  /** closed before verifying: the screen says the request was cancelled */
  onCancel: () => void;
}

const asOtpSent = (s: AuthorityOtpSent): OtpSent => ({
  transactionId: s.txn,
  maskedMobile: s.maskedMobile,
  resendAfterSeconds: s.resendAfterSeconds,
  expiresInSeconds: s.expiresInSeconds,
});

/**
 * The identity authority's OTP, in the OTP dialog every flow shares (components/otp). Next has
 * already sent it, so that a refusal of the number opens its own dialog instead of this one: the
 * first send here hands over that answer, later ones are resends.
 */
export function AadhaarOtpDialog({ sent, form, onVerified, onRefused, onCancel }: AadhaarOtpDialogProps) {
  // While the OTP is checked, closing would leave the customer not knowing whether KYC is done.
  const [busy, setBusy] = useState(false);
  // The authority's check completes the request itself, so there is no token to pass on: its
  // answer is kept here for onVerified.
  const answer = useRef<AuthorityVerified | null>(null);

  const channel: OtpChannel = {
    send: async (transactionId) => {
      if (!transactionId) return { data: asOtpSent(sent) };
      const result = await sendAadhaarOtpAction({ form, txn: transactionId });
      if (!result.data) return result;
      if (result.data.status === 'refused') return { serverError: authorityRefusalText('send', result.data.code) };
      return { data: asOtpSent(result.data) };
    },
    verify: async ({ transactionId, otp }) => {
      const result = await verifyAadhaarOtpAction({ form, txn: transactionId, otp });
      if (!result.data) return result;
      if (result.data.status === 'refused') {
        const message = authorityRefusalText('verify', result.data.code);
        onRefused(message);
        return { serverError: message };
      }
      answer.current = result.data;
      return { data: { srRequestToken: result.data.srNumber } };
    },
  };

  return (
    <Modal open onClose={onCancel} title={SR_OTP_TITLE} size="sm" dismissible={!busy} closeOnOutsideClick={false}>
      <OtpForm
        channel={channel}
        onVerified={() => {
          if (answer.current) onVerified(answer.current);
        }}
        onBusyChange={setBusy}
      />
    </Modal>
  );
}
