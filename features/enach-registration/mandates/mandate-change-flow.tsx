'use client';

import { useTranslations } from 'next-intl';
import { useAction } from 'next-safe-action/hooks';
import { useMessageText } from '@/lib/i18n/message-text';
import { useState } from 'react';
import { OtpForm } from '@/components/otp/otp-form';
import { srOtpChannel } from '@/components/otp/sr-otp-modal';
import { Button } from '@/components/ui/button';
import { FlowRefusal, StepHeading } from '@/components/ui/flow-parts';
import { actionErrorMessage, type ActionFailure } from '@/lib/client/action-error';
import { cancelMandateAction, pauseMandateAction } from './actions';
import { CancelConfirm, PauseForm } from './mandate-confirm';
import { changedText, debitsWord } from './mandate-rules';
import type { ResultMessage } from './mandate-result';
import type { MandateSummary } from './mandate-summary';

const OTP_TYPE = { pause: 'MANDATE_PAUSE', cancel: 'MANDATE_CANCEL' } as const;

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
  const t = useTranslations('enach');
  const text = useMessageText();
  const [debits, setDebits] = useState<number | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refuse = ({ error }: { error: ActionFailure }) => setRefusal(text(actionErrorMessage(error)));
  const changed = ({ data }: { data: Parameters<typeof changedText>[1] }) =>
    onChanged({
      title: kind === 'pause' ? t('mandates.titles.paused') : t('mandates.titles.cancelled'),
      text: changedText(t, data, { kind, policyNo: mandate.policyNo, debits: debits ?? 1 }),
    });
  // The service-request OTP of the mandate's policy confirms either change, as fund switch does.
  const pause = useAction(pauseMandateAction, { onSuccess: changed, onError: refuse });
  const cancel = useAction(cancelMandateAction, { onSuccess: changed, onError: refuse });

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
  // Awaited so the OTP form stays busy until the change is made; the hooks' callbacks carry the outcome.
  const submit = (srRequestToken: string) =>
    (kind === 'pause'
      ? pause.executeAsync({ ...ref, debits: debits ?? 1, srRequestToken })
      : cancel.executeAsync({ ...ref, srRequestToken })
    ).then(noop, noop);
  return (
    <>
      <StepHeading>{t('mandates.otpTitle')}</StepHeading>
      {kind === 'pause' && debits !== null && (
        <p className="mb-3 text-ink-700">
          {t('mandates.pausing', { policyNo: mandate.policyNo, debits: debitsWord(t, debits) })}
        </p>
      )}
      <OtpForm
        channel={srOtpChannel(mandate.policyNo, OTP_TYPE[kind])}
        onVerified={submit}
        onFailure={(message) => setRefusal(text(message))}
        onBusyChange={onBusyChange}
      />
      <Button variant="ghost" size="sm" className="mt-3" disabled={busy} onClick={() => setConfirmed(false)}>
        {t('mandates.back')}
      </Button>
    </>
  );
}

const noop = () => undefined;
