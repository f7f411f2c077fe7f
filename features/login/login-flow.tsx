'use client';

import { useState } from 'react';
import { LoginIdForm } from './login-id-form';
import { OtpStep } from './otp-step';

interface Props {
  returnTo: string;
  recaptchaSiteKey: string | null;
  /** Set when the customer already asked for an OTP (e.g. the page was refreshed). */
  pending: { maskedMobile: string; resendIn: number } | null;
}

export function LoginFlow({ returnTo, recaptchaSiteKey, pending }: Props) {
  const [otpSent, setOtpSent] = useState(pending);

  if (!otpSent) {
    return (
      <LoginIdForm
        recaptchaSiteKey={recaptchaSiteKey}
        onSent={(maskedMobile, resendIn) => setOtpSent({ maskedMobile, resendIn })}
      />
    );
  }
  return (
    <OtpStep
      maskedMobile={otpSent.maskedMobile}
      resendIn={otpSent.resendIn}
      returnTo={returnTo}
      onChangeNumber={() => setOtpSent(null)}
    />
  );
}
