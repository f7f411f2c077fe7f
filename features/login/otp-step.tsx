'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { OtpInput } from '@/components/ui/otp-input';
import { ResendTimer } from '@/components/ui/resend-timer';
import { useLoading } from '@/components/shell/loading-provider';
import { outcomeOf } from '@/lib/client/action-outcome';
import { notify } from '@/lib/client/notify';
import { checkOtp } from '@/lib/otp-rules';
import { cancelOtpAction, resendOtpAction, verifyOtpAction } from './actions';

interface Props {
  maskedMobile: string;
  resendIn: number;
  returnTo: string;
  onChangeNumber: () => void;
}

export function OtpStep({ maskedMobile, resendIn, returnTo, onChangeNumber }: Props) {
  const { track } = useLoading();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [timer, setTimer] = useState({ seconds: resendIn, key: 0 });
  const [busy, setBusy] = useState(false);

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    setServerError(null);
    const invalid = checkOtp(otp);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    // On success the action redirects and this never returns; only a failure comes back.
    const result = await outcomeOf(track(verifyOtpAction({ otp, returnTo })));
    setBusy(false);
    if (!result.ok) setServerError(result.message);
  }

  async function resend() {
    setServerError(null);
    const result = await outcomeOf(track(resendOtpAction()));
    if (!result.ok) {
      setServerError(result.message);
      return;
    }
    setOtp('');
    setError(null);
    setTimer((t) => ({ seconds: result.data.resendAfterSeconds, key: t.key + 1 }));
    notify('success', 'OTP generated succesfully');
  }

  async function changeNumber() {
    await track(cancelOtpAction());
    onChangeNumber();
  }

  return (
    <form onSubmit={verify} noValidate className="mt-6 grid gap-5">
      <p className="text-ink-700">
        We have sent a 6-digit OTP to your registered mobile number <strong>{maskedMobile}</strong>.
      </p>
      <OtpInput label="Enter OTP" value={otp} onChange={setOtp} error={error ?? undefined} autoFocus />
      <ResendTimer seconds={timer.seconds} resetKey={timer.key} onResend={resend} />
      {serverError && <InfoBanner tone="error">{serverError}</InfoBanner>}
      <Button type="submit" fullWidth loading={busy}>
        Verify &amp; Login
      </Button>
      <Button variant="ghost" onClick={changeNumber}>
        Change mobile or policy number
      </Button>
    </form>
  );
}
