'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useMessageText } from '@/lib/i18n/message-text';
import { useState, type FormEvent } from 'react';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { TextInput } from '@/components/ui/text-input';
import { actionErrorMessage } from '@/lib/client/action-error';
import { checkLoginId } from './login-rules';
import { requestOtpAction } from './actions';
import { RecaptchaField, readRecaptchaToken } from './recaptcha-field';

interface Props {
  recaptchaSiteKey: string | null;
  onSent: (maskedMobile: string, resendIn: number) => void;
}

/**
 * One field, checked with the same rules as the server action's schema (./login-rules.ts) but
 * without a form library: the login page has the tightest JavaScript budget.
 */
export function LoginIdForm({ recaptchaSiteKey, onSent }: Props) {
  const [loginId, setLoginId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const t = useTranslations('loginForm');
  const text = useMessageText();
  const request = useAction(requestOtpAction, {
    onSuccess: ({ data }) => onSent(data.maskedMobile, data.resendAfterSeconds),
  });
  useLoadingWhile(request.isPending);

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = checkLoginId(loginId);
    setFieldError(invalid);
    if (invalid) return request.reset();
    request.execute({ loginId, captchaToken: recaptchaSiteKey ? readRecaptchaToken() : undefined });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-5">
      <TextInput
        label={t('idLabel')}
        name="loginId"
        required
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={14}
        hint={t('idHint')}
        value={loginId}
        onChange={(e) => setLoginId(e.target.value)}
        error={fieldError ?? undefined}
      />
      {recaptchaSiteKey && <RecaptchaField siteKey={recaptchaSiteKey} />}
      {request.hasErrored && <InfoBanner tone="error">{text(actionErrorMessage(request.result))}</InfoBanner>}
      <Button type="submit" fullWidth loading={request.isPending}>
        {t('getOtp')}
      </Button>
    </form>
  );
}
