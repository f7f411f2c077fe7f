'use client';

import { useState } from 'react';
import { useLoading } from '@/components/shell/loading-provider';
import { outcomeOf } from '@/lib/client/action-outcome';
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
  const { track } = useLoading();
  const [dialog, setDialog] = useState<SubmitDialog>('none');
  const [serviceRequestId, setServiceRequestId] = useState<string | null>(null);

  // callHost answers false when no app is listening; the customer then sees the result here.
  const toHost = (event: 'goBackToPremiumRedirection' | 'failureGoBackToPolicy', id: string, message?: string) => {
    const payload = { policyNo, serviceRequestId: id, timestamp: new Date().toISOString() };
    return embedded && callHost(event, message === undefined ? payload : { ...payload, message });
  };

  const fail = (message: string) => {
    const text = message || GENERIC_ERROR;
    setDialog('none');
    if (toHost('failureGoBackToPolicy', '', text)) return onHandedOff();
    onError(text);
  };

  const onVerified = async (srRequestToken: string) => {
    const result = await outcomeOf(
      track(submitPremiumRedirectionAction({ policyNo, allocations, termsAccepted, srRequestToken })),
    );
    if (!result.ok) return fail(result.message);
    const { serviceRequestId: id } = result.data;
    setDialog('none');
    if (toHost('goBackToPremiumRedirection', id)) return onHandedOff();
    setServiceRequestId(id);
  };

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
