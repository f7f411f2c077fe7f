'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { TextInput } from '@/components/ui/text-input';
import { useLoading } from '@/components/providers/loading-provider';
import { loginIdSchema, type LoginIdInput } from '@/lib/schemas/login';
import { requestOtpAction } from '@/app/(auth)/login/actions';
import { RecaptchaField, readRecaptchaToken } from './recaptcha-field';

interface Props {
  recaptchaSiteKey: string | null;
  onSent: (maskedMobile: string, resendIn: number) => void;
}

export function LoginIdForm({ recaptchaSiteKey, onSent }: Props) {
  const { track } = useLoading();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginIdInput>({ resolver: zodResolver(loginIdSchema), defaultValues: { loginId: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const captchaToken = recaptchaSiteKey ? readRecaptchaToken() : undefined;
    const result = await track(requestOtpAction({ ...values, captchaToken }));
    if (result.ok) onSent(result.maskedMobile, result.resendAfterSeconds);
    else setServerError(result.message);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-5">
      <TextInput
        label="Registered Mobile Number or Policy Number"
        required
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={14}
        hint="10-digit mobile number or 8-digit policy number"
        error={errors.loginId?.message}
        {...register('loginId')}
      />
      {recaptchaSiteKey && <RecaptchaField siteKey={recaptchaSiteKey} />}
      {serverError && <InfoBanner tone="error">{serverError}</InfoBanner>}
      <Button type="submit" fullWidth loading={isSubmitting}>
        Get OTP
      </Button>
    </form>
  );
}
