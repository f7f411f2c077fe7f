'use client';

import { useState } from 'react';
import { FlowRefusal, StepHeading } from '@/components/ui/flow-parts';
import { sendSrOtpAction, verifySrOtpAction } from '@/components/otp/sr-otp-actions';
import type { OtpChannel } from '@/components/otp/otp-channel';
import { OtpForm } from '@/components/otp/otp-form';
import { Button } from '@/components/ui/button';
import { outcomeOf } from '@/lib/client/action-outcome';
import { cancelMandateAction, pauseMandateAction } from './actions';
import { CancelConfirm, PauseForm } from './mandate-confirm';
import { changedText, debitsWord } from './mandate-rules';
import type { ResultMessage } from './mandate-result';
import type { MandateSummary } from './mandate-summary';

const OTP_TYPE = { pause: 'MANDATE_PAUSE', cancel: 'MANDATE_CANCEL' } as const;

/** The service-request OTP of the mandate's policy, as fund switch confirms with it (components/otp). */
function mandateOtpChannel(kind: 'pause' | 'cancel', policyNumber: string): OtpChannel {
  const srRequestType = OTP_TYPE[kind];
  return {
    send: (transactionId) =>
      outcomeOf(sendSrOtpAction({ policyNumber, srRequestType, ...(transactionId ? { transactionId } : {}) })),
    verify: (transactionId, otp) => outcomeOf(verifySrOtpAction({ policyNumber, srRequestType, transactionId, otp })),
  };
}

interface FlowProps {
  kind: 'pause' | 'cancel';
  mandate: MandateSummary;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onChanged: (result: ResultMessage) => void;
  onClose: () => void;
}

/**
 * Pause (how many debits) or cancel, confirmed; then the OTP, whose sending the core refuses for a
 * mandate that cannot change (already paused, cancelled); then the request. Mounted only while its
 * dialog is open, so every opening starts afresh.
 */
export function MandateChangeFlow({ kind, mandate, busy, onBusyChange, onChanged, onClose }: FlowProps) {
  const [debits, setDebits] = useState<number | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (refusal !== null) return <FlowRefusal message={refusal} onClose={onClose} />;
  if (!confirmed) {
    return kind === 'pause' ? (
      <PauseForm
        mandate={mandate}
        initial={debits}
        onNext={(n) => {
          setDebits(n);
          setConfirmed(true);
        }}
        onCancel={onClose}
      />
    ) : (
      <CancelConfirm mandate={mandate} onNext={() => setConfirmed(true)} onCancel={onClose} />
    );
  }

  const ref = { policyNo: mandate.policyNo, umrn: mandate.umrn };
  const submit = async (srRequestToken: string) => {
    const n = debits ?? 1;
    const result = await outcomeOf(
      kind === 'pause'
        ? pauseMandateAction({ ...ref, debits: n, srRequestToken })
        : cancelMandateAction({ ...ref, srRequestToken }),
    );
    if (!result.ok) return setRefusal(result.message);
    onChanged({
      title: kind === 'pause' ? 'Auto Pay Paused' : 'Auto Pay Cancelled',
      text: changedText(result.data, { kind, policyNo: mandate.policyNo, debits: n }),
    });
  };
  return (
    <>
      <StepHeading>OTP Verification</StepHeading>
      {kind === 'pause' && debits !== null && (
        <p className="mb-3 text-ink-700">
          Pausing auto pay on policy {mandate.policyNo} for {debitsWord(debits)}.
        </p>
      )}
      <OtpForm
        channel={mandateOtpChannel(kind, mandate.policyNo)}
        onVerified={submit}
        onFailure={setRefusal}
        onBusyChange={onBusyChange}
      />
      <Button variant="ghost" size="sm" className="mt-3" disabled={busy} onClick={() => setConfirmed(false)}>
        Back
      </Button>
    </>
  );
}
