'use client';

import { useAction } from 'next-safe-action/hooks';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { OtpSending } from '@/components/otp/otp-sending';
import { afterMount } from '@/components/ui/after-mount';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { Modal } from '@/components/ui/modal';
import { RequestSubmitted } from '@/components/ui/request-submitted';
import { actionErrorMessage } from '@/lib/client/action-error';
import { formatDateLong } from '@/lib/format';
import { useMessageText } from '@/lib/i18n/message-text';
import type { RightsRequest } from '@/lib/server/data/privacy';
import { raiseRightsRequestAction } from './actions';
import { privacyOtpChannel } from './privacy-otp-channel';
import type { Nominee } from './privacy-schema';

interface RightsRequestFlowProps {
  requestType: RightsRequest;
  /** the OTP dialog is open */
  open: boolean;
  onClose: () => void;
  nominee?: Nominee;
}

/**
 * The OTP dialog of a rights request, then the request itself, then the one 'Request Submitted'
 * dialog every flow ends with, worded with the core's deadline. A refusal (a request of the same
 * kind already open) shows in the dialog, before any OTP is sent.
 */
export function RightsRequestFlow({ requestType, open, onClose, nominee }: RightsRequestFlowProps) {
  const t = useTranslations('privacyForms');
  const language = useLocale();
  const text = useMessageText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [raised, setRaised] = useState<{ srNumber: string; dueOn: string; copyUntil: string | null } | null>(null);
  const raise = useAction(raiseRightsRequestAction, {
    onSuccess: ({ data }) => setRaised({ srNumber: data.srNumber, dueOn: data.dueOn, copyUntil: data.copyExpiresOn }),
    onError: ({ error }) => setRefusal(actionErrorMessage(error)),
  });
  const close = () => {
    setRefusal(null);
    onClose();
  };

  return (
    <>
      <Modal
        open={open && raised === null}
        onClose={close}
        title="otp.title"
        size="sm"
        dismissible={!busy}
        closeOnOutsideClick={false}
      >
        {refusal !== null ? (
          <div className="grid gap-4 py-2">
            <InfoBanner tone="error">{text(refusal)}</InfoBanner>
            <Button variant="secondary" onClick={close}>
              {t('close')}
            </Button>
          </div>
        ) : (
          open && (
            <OtpForm
              channel={privacyOtpChannel(requestType)}
              onVerified={(srRequestToken) =>
                raise.executeAsync({ requestType, srRequestToken, ...(nominee ? { nominee } : {}) }).then(noop, noop)
              }
              onFailure={setRefusal}
              onBusyChange={setBusy}
            />
          )
        )}
      </Modal>
      <RequestSubmitted
        serviceRequestId={raised?.srNumber ?? null}
        onClose={() => {
          setRaised(null);
          close();
        }}
        request={t(`requestNames.${requestType}`)}
        promise={
          raised?.copyUntil
            ? t('copyPromise', { date: formatDateLong(raised.copyUntil, language) })
            : t('promise', { date: raised ? formatDateLong(raised.dueOn, language) : '' })
        }
      />
    </>
  );
}

const noop = () => undefined;
/** The OTP step's code (the OTP field among it) loads once the page is up: it opens only on a press. */
const OtpForm = afterMount(
  () => import('@/components/otp/otp-form').then((m) => m.OtpForm),
  () => (
    <div className="py-2">
      <OtpSending />
    </div>
  ),
);
