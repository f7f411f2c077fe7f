'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { TextInput } from '@/components/ui/text-input';
import { useLoading } from '@/components/shell/loading-provider';
import { outcomeOf } from '@/lib/client/action-outcome';
import { checkLoginId } from './login-rules';
import { requestOtpAction } from './actions';
import { RecaptchaField, readRecaptchaToken } from './recaptcha-field';

interface Props {
  recaptchaSiteKey: string | null;
  onSent: (maskedMobile: string, resendIn: number) => void;
}

/** One field, checked with the same rules as the server action's schema (./login-rules.ts). */
export function LoginIdForm({ recaptchaSiteKey, onSent }: Props) {
  const { track } = useLoading();
  const [loginId, setLoginId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setServerError(null);
    const invalid = checkLoginId(loginId);
    setFieldError(invalid);
    if (invalid) return;
    setBusy(true);
    const captchaToken = recaptchaSiteKey ? readRecaptchaToken() : undefined;
    const result = await outcomeOf(track(requestOtpAction({ loginId, captchaToken })));
    setBusy(false);
    if (result.ok) onSent(result.data.maskedMobile, result.data.resendAfterSeconds);
    else setServerError(result.message);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-5">
      <TextInput
        label="Registered Mobile Number or Policy Number"
        name="loginId"
        required
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={14}
        hint="10-digit mobile number or 8-digit policy number"
        value={loginId}
        onChange={(e) => setLoginId(e.target.value)}
        error={fieldError ?? undefined}
      />
      {recaptchaSiteKey && <RecaptchaField siteKey={recaptchaSiteKey} />}
      {serverError && <InfoBanner tone="error">{serverError}</InfoBanner>}
      <Button type="submit" fullWidth loading={busy}>
        Get OTP
      </Button>
    </form>
  );
}
