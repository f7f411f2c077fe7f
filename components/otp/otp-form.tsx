'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { useMessageText } from '@/lib/i18n/message-text';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { OtpInput } from '@/components/ui/otp-input';
import { ResendTimer } from '@/components/ui/resend-timer';
import { OtpSending } from './otp-sending';
import { useOtp, type OtpFlowOptions } from './use-otp';

export type OtpFormProps = OtpFlowOptions & {
  /** who the OTP went to, before the masked number, worded: the registered mobile unless a new one is proven */
  recipient?: string;
};

/**
 * The OTP step of every dialog that confirms a request with one. Calls are not routed through the
 * full-screen loading overlay: a modal <dialog> sits in the top layer above it, so the busy states
 * are shown in here instead.
 */
export function OtpForm({ recipient, ...options }: OtpFormProps) {
  const otp = useOtp(options);
  const t = useTranslations('otp');
  const text = useMessageText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    otp.verify();
  };

  if (!otp.sent) {
    return (
      <div className="grid gap-4 py-2">
        {otp.sendFailed ? (
          <>
            {otp.serverError && <InfoBanner tone="error">{text(otp.serverError)}</InfoBanner>}
            <Button variant="secondary" onClick={otp.send}>
              {t('sendAgain')}
            </Button>
          </>
        ) : (
          <OtpSending />
        )}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {/* Where the OTP went; the toast ('OTP generated succesfully') says only that it did. */}
      <p role="status" className="text-ink-700">
        {t.rich('sentTo', {
          recipient: recipient ?? t('yourMobile'),
          mobile: otp.sent.maskedMobile,
          b: (c) => <strong>{c}</strong>,
        })}
      </p>
      {/* Remounted on each resend: the code clears, focus lands back in the field rather than on
          the Resend button that has just become disabled, and WebOTP listens for the new SMS. */}
      <OtpInput
        key={otp.timerKey}
        label={t('enterOtp')}
        value={otp.otp}
        onChange={otp.setOtp}
        error={otp.otpError ?? undefined}
        disabled={otp.verifying}
        autoFocus
      />
      <ResendTimer seconds={otp.sent.resendAfterSeconds} resetKey={otp.timerKey} onResend={otp.resend} disabled={otp.verifying} />
      {otp.serverError && <InfoBanner tone="error">{text(otp.serverError)}</InfoBanner>}
      <Button type="submit" fullWidth loading={otp.verifying}>
        {t('verify')}
      </Button>
    </form>
  );
}
