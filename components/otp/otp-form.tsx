'use client';

import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { OtpInput } from '@/components/ui/otp-input';
import { ResendTimer } from '@/components/ui/resend-timer';
import { OtpSending } from './otp-sending';
import { useOtp, type OtpFlowOptions } from './use-otp';

export type OtpFormProps = OtpFlowOptions & {
  /** who the OTP went to, before the masked number: the registered mobile unless a new one is proven */
  recipient?: string;
};

/**
 * The OTP step of every dialog that confirms a request with one. Calls are not routed through the
 * full-screen loading overlay: a modal <dialog> sits in the top layer above it, so the busy states
 * are shown in here instead.
 */
export function OtpForm({ recipient = 'your registered mobile number', ...options }: OtpFormProps) {
  const otp = useOtp(options);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    otp.verify();
  };

  if (!otp.sent) {
    return (
      <div className="grid gap-4 py-2">
        {otp.sendFailed ? (
          <>
            {otp.serverError && <InfoBanner tone="error">{otp.serverError}</InfoBanner>}
            <Button variant="secondary" onClick={otp.send}>
              Send OTP again
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
        We have sent a 6-digit OTP to {recipient} <strong>{otp.sent.maskedMobile}</strong>.
      </p>
      {/* Remounted on each resend: the code clears, focus lands back in the field rather than on
          the Resend button that has just become disabled, and WebOTP listens for the new SMS. */}
      <OtpInput
        key={otp.timerKey}
        label="Enter OTP"
        value={otp.otp}
        onChange={otp.setOtp}
        error={otp.otpError ?? undefined}
        disabled={otp.verifying}
        autoFocus
      />
      <ResendTimer seconds={otp.sent.resendAfterSeconds} resetKey={otp.timerKey} onResend={otp.resend} disabled={otp.verifying} />
      {otp.serverError && <InfoBanner tone="error">{otp.serverError}</InfoBanner>}
      <Button type="submit" fullWidth loading={otp.verifying}>
        Verify
      </Button>
    </form>
  );
}
