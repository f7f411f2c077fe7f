'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useMessageText } from '@/lib/i18n/message-text';
import { useState, type FormEvent } from 'react';
import { OTP_SENT_MESSAGE } from '@/components/otp/otp-channel';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { OtpInput } from '@/components/ui/otp-input';
import { ResendTimer } from '@/components/ui/resend-timer';
import { actionErrorMessage, type ActionFailure } from '@/lib/client/action-error';
import { notify } from '@/lib/client/notify';
import { checkOtp } from '@/lib/otp-rules';
import { cancelOtpAction, resendOtpAction, verifyOtpAction } from './actions';

interface Props {
  maskedMobile: string;
  resendIn: number;
  returnTo: string;
  onChangeNumber: () => void;
}

/**
 * The login OTP. A verified OTP makes the action redirect to where the customer was going; the
 * hook sees that as a navigation, and the form stays busy until the next page shows.
 */
export function OtpStep({ maskedMobile, resendIn, returnTo, onChangeNumber }: Props) {
  const [otp, setOtp] = useState('');
  const t = useTranslations('loginForm');
  const tOtp = useTranslations('otp');
  const text = useMessageText();
  const [otpError, setOtpError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [timer, setTimer] = useState({ seconds: resendIn, key: 0 });
  const clearError = () => setServerError(null);
  const showError = ({ error }: { error: ActionFailure }) => setServerError(actionErrorMessage(error));

  const verify = useAction(verifyOtpAction, { onExecute: clearError, onError: showError });
  const resend = useAction(resendOtpAction, {
    onExecute: clearError,
    onSuccess: ({ data }) => {
      setOtp('');
      setOtpError(null);
      setTimer((t) => ({ seconds: data.resendAfterSeconds, key: t.key + 1 }));
      notify('success', OTP_SENT_MESSAGE);
    },
    onError: showError,
  });
  // Whatever the answer, the pending login is over for this screen.
  const cancel = useAction(cancelOtpAction, { onSettled: onChangeNumber });
  const verifying = verify.isPending || verify.hasNavigated;
  useLoadingWhile(verifying || resend.isPending || cancel.isPending);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (verifying) return;
    const invalid = checkOtp(otp);
    setOtpError(invalid);
    if (invalid) clearError();
    else verify.execute({ otp, returnTo });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-5">
      <p className="text-ink-700">{t.rich('otpSentTo', { mobile: maskedMobile, b: (c) => <strong>{c}</strong> })}</p>
      <OtpInput label={tOtp('enterOtp')} value={otp} onChange={setOtp} error={otpError ?? undefined} autoFocus />
      <ResendTimer
        seconds={timer.seconds}
        resetKey={timer.key}
        // Settles with the resend, so the button spins meanwhile; the outcome is the hook's.
        onResend={() => resend.executeAsync().then(noop, noop)}
      />
      {serverError && <InfoBanner tone="error">{text(serverError)}</InfoBanner>}
      <Button type="submit" fullWidth loading={verifying}>
        {t('verifyLogin')}
      </Button>
      <Button variant="ghost" onClick={() => cancel.execute()}>
        {t('changeNumber')}
      </Button>
    </form>
  );
}

const noop = () => undefined;
