import { useMessageText } from '@/lib/i18n/message-text';
import { useAction } from 'next-safe-action/hooks';
import { useState } from 'react';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { actionErrorMessage } from '@/lib/client/action-error';
import { callHost } from '@/lib/client/host-bridge';
import { GENERIC_ERROR } from '@/lib/constants';
import { submitPremiumRedirectionAction } from './actions';
import type { FundAllocationEntry } from './redirection-rules';

export type SubmitDialog = 'none' | 'confirm' | 'otp';

interface Options {
  policyNo: string;
  allocations: FundAllocationEntry[];
  termsAccepted: boolean;
  /** inside the app's web view the result goes back to the app (SPEC §7 "Host-app calls") */
  embedded: boolean;
  /** shows a failure on screen (outside the web view, or when no app takes it) */
  onError: (message: string) => void;
  /** the flow starts over once the app has been told */
  onHandedOff: () => void;
}

/** Confirmation, OTP, submit and the hand-off of the result: SPEC §4 "Flow end". */
export function useRedirectionSubmit({ policyNo, allocations, termsAccepted, embedded, onError, onHandedOff }: Options) {
  const [dialog, setDialog] = useState<SubmitDialog>('none');
  const words = useMessageText();
  const [serviceRequestId, setServiceRequestId] = useState<string | null>(null);

  // callHost answers false when no app is listening; the customer then sees the result here.
  const toHost = (event: 'goBackToPremiumRedirection' | 'failureGoBackToPolicy', id: string, message?: string) => {
    const payload = { policyNo, serviceRequestId: id, timestamp: new Date().toISOString() };
    return embedded && callHost(event, message === undefined ? payload : { ...payload, message });
  };

  const fail = (message: string) => {
    // A key of ours is worded now: the app and the screen get the customer's language.
    const text = words(message || GENERIC_ERROR);
    setDialog('none');
    if (toHost('failureGoBackToPolicy', '', text)) return onHandedOff();
    onError(text);
  };

  const submit = useAction(submitPremiumRedirectionAction, {
    onSuccess: ({ data: { serviceRequestId: id } }) => {
      setDialog('none');
      if (toHost('goBackToPremiumRedirection', id)) return onHandedOff();
      setServiceRequestId(id);
    },
    onError: ({ error }) => fail(actionErrorMessage(error)),
  });
  useLoadingWhile(submit.isPending);

  /** The OTP modal stays busy until this settles; the hook's callbacks above say how it ended. */
  const onVerified = (srRequestToken: string) =>
    submit.executeAsync({ policyNo, allocations, termsAccepted, srRequestToken }).then(
      () => undefined,
      // A call that never got an answer is the hook's hasErrored, reported through onError.
      () => undefined,
    );

  return {
    dialog,
    serviceRequestId,
    confirm: () => setDialog('confirm'),
    cancel: () => setDialog('none'),
    /** YES: the OTP modal sends the OTP as it opens */
    sendOtp: () => setDialog('otp'),
    onVerified,
    onFailure: fail,
    clearSuccess: () => setServiceRequestId(null),
  };
}

export type RedirectionSubmit = ReturnType<typeof useRedirectionSubmit>;
