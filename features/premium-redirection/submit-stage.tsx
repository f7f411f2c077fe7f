import { lazy, Suspense } from 'react';
import type { RedirectionSubmit } from './use-redirection-submit';

/** The dialogs: one script, fetched once a policy is chosen (see redirection-flow.tsx). */
export const laterParts = () => import('./later-parts');
const ConfirmDialog = lazy(() => laterParts().then((m) => ({ default: m.ConfirmDialog })));
const SrOtpModal = lazy(() => laterParts().then((m) => ({ default: m.SrOtpModal })));
const SuccessDialog = lazy(() => laterParts().then((m) => ({ default: m.SuccessDialog })));

interface SubmitDialogsProps {
  submit: RedirectionSubmit;
  policyNo: string;
  /** the success dialog was closed: the flow starts over (SPEC §4 "Flow end") */
  onDone: () => void;
}

/** The confirmation, the OTP and the result, each mounted only while open. */
export function SubmitDialogs({ submit, policyNo, onDone }: SubmitDialogsProps) {
  return (
    <Suspense fallback={null}>
      {submit.dialog === 'confirm' && <ConfirmDialog open onCancel={submit.cancel} onConfirm={submit.sendOtp} />}
      {submit.dialog === 'otp' && (
        <SrOtpModal
          open
          policyNumber={policyNo}
          srRequestType="PREMIUM_REDIRECTION"
          onVerified={submit.onVerified}
          onClose={submit.cancel}
          onFailure={submit.onFailure}
        />
      )}
      {submit.serviceRequestId !== null && <SuccessDialog serviceRequestId={submit.serviceRequestId} onClose={onDone} />}
    </Suspense>
  );
}
