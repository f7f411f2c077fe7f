import { useMessageText } from '@/lib/i18n/message-text';
import { useAction } from 'next-safe-action/hooks';
import { useState } from 'react';
import { actionErrorMessage } from '@/lib/client/action-error';
import { callHost } from '@/lib/client/host-bridge';
import { notify } from '@/lib/client/notify';
import { submitFundSwitchAction } from './actions';
import { toPercentages } from './fund-switch-rules';
import type { SwitchForm } from './flow-state';

interface SubmitOptions {
  policyNo: string;
  form: SwitchForm;
  /** inside the host app's web view: results go back to the app (SPEC §7 "Host-app calls") */
  embedded: boolean;
  /** back to step 0 once the switch is through */
  restart: () => void;
}

/** What the screen shows once the flow has ended without handing over to the app. */
export type SubmitOutcome = { kind: 'confirmed'; serviceRequestId: string } | { kind: 'handedOver'; serviceRequestId: string };

/**
 * SPEC §4 "Flow end": Submit opens the OTP modal; its token submits the switch. Success is the
 * confirmation modal, or goBackToFundSwitch in the web view; a failure is failureGoBackToPolicy
 * there, else the message on screen with the modal closed (SPEC §8). When the app does not answer
 * the bridge, the on-screen result is shown instead, so nobody is left on a dead screen.
 */
export function useFundSwitchSubmit({ policyNo, form, embedded, restart }: SubmitOptions) {
  const [otpOpen, setOtpOpen] = useState(false);
  const text = useMessageText();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const timestamp = () => new Date().toISOString();

  function fail(refusal: string) {
    // A key of ours worded now: the app and the toast get words in the customer's language.
    const message = text(refusal);
    setOtpOpen(false);
    if (embedded && callHost('failureGoBackToPolicy', { policyNo, serviceRequestId: '', timestamp: timestamp(), message })) {
      return;
    }
    setSubmitError(message);
    notify('error', message);
  }

  const submit = useAction(submitFundSwitchAction, {
    onSuccess: ({ data: { serviceRequestId } }) => {
      setOtpOpen(false);
      const handedOver = embedded && callHost('goBackToFundSwitch', { policyNo, serviceRequestId, timestamp: timestamp() });
      setOutcome({ kind: handedOver ? 'handedOver' : 'confirmed', serviceRequestId });
      // The app takes over from here; the page behind it is already back at the start.
      if (handedOver) restart();
    },
    onError: ({ error }) => fail(actionErrorMessage(error)),
  });

  /** The OTP modal stays busy until this settles; the hook's callbacks above say how it ended. */
  const onVerified = (srRequestToken: string) =>
    submit
      .executeAsync({
        policyNo,
        sources: toPercentages(form.sources),
        targets: toPercentages(form.targets),
        termsAccepted: form.terms,
        srRequestToken,
      })
      // A call that never got an answer is the hook's hasErrored, reported through onError.
      .then(
        () => undefined,
        () => undefined,
      );

  function openOtp() {
    setSubmitError(null);
    setOtpOpen(true);
  }

  /** Closing the confirmation resets the flow to step 0 (SPEC §2). */
  function closeConfirmation() {
    setOutcome(null);
    submit.reset();
    restart();
  }

  return {
    otpOpen,
    openOtp,
    closeOtp: () => setOtpOpen(false),
    onVerified,
    onFailure: fail,
    submitError,
    clearError: () => setSubmitError(null),
    outcome,
    closeConfirmation,
  };
}
