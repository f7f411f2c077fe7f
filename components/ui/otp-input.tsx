'use client';

import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from 'input-otp';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { OTP_LENGTH } from '@portal/contracts/constants';
import { cx, describedBy, errorClass, hintClass, labelClass } from './field-styles';
import { MessageText } from '@/lib/i18n/message-text';

export interface OtpInputProps {
  /** The digits typed so far; check it with checkOtp() (lib/otp-rules.ts). */
  value: string;
  onChange: (value: string) => void;
  /** Fires when the last digit arrives, typed, pasted or read from the SMS, e.g. to submit. */
  onComplete?: (value: string) => void;
  /** 'Enter OTP' in the page's language by default */
  label?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Names the input so a plain <form> posts the code. */
  name?: string;
  className?: string;
}

/** A pasted "123 456" or "Your OTP is 123456." still fills the field: only its digits count. */
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

/**
 * The OTP as one real input (input-otp) drawn as six boxes: one field to label, describe and
 * autofill. autocomplete="one-time-code" lets iOS and Android keyboards offer the code from the
 * SMS, and where the browser has the WebOTP API the code is read from the SMS directly.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  label,
  hint,
  error,
  disabled = false,
  autoFocus = false,
  name,
  className,
}: OtpInputProps) {
  const id = useId();
  const t = useTranslations('otp');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  useWebOtp((code) => onChange(digitsOf(code)));

  return (
    <div className={cx('min-w-0', className)}>
      <label htmlFor={id} className={labelClass}>
        {label ?? t('enterOtp')}
      </label>
      <OTPInput
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        maxLength={OTP_LENGTH}
        pattern={REGEXP_ONLY_DIGITS}
        pasteTransformer={digitsOf}
        inputMode="numeric"
        autoComplete="one-time-code"
        disabled={disabled}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        containerClassName="mt-2 w-fit"
        render={({ slots }) => (
          // The input under the boxes carries the value for assistive technology; the boxes only draw it.
          <div aria-hidden="true" className="flex gap-2">
            {slots.map((slot, index) => (
              <OtpSlot key={index} {...slot} invalid={Boolean(error)} disabled={disabled} />
            ))}
          </div>
        )}
      />
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={errorClass}>
          <MessageText message={error} />
        </p>
      )}
    </div>
  );
}

function OtpSlot({ char, isActive, hasFakeCaret, invalid, disabled }: SlotProps & { invalid: boolean; disabled: boolean }) {
  return (
    <div
      className={cx(
        'flex h-12 w-10 items-center justify-center rounded-lg border text-xl font-semibold sm:w-12',
        disabled ? 'bg-gray-100 text-ink-500' : 'bg-white text-ink-900',
        invalid ? 'border-raspberry-600' : 'border-ink-400',
        // The focus ring the six separate boxes had, on the box the next digit goes to.
        isActive && 'outline-2 outline-offset-2 outline-brand-600',
      )}
    >
      {char}
      {hasFakeCaret && <span className="h-6 w-px animate-pulse bg-ink-900 motion-reduce:animate-none" />}
    </div>
  );
}

/** The WebOTP API's parts TypeScript's DOM library does not describe yet. */
interface OtpCredentialRequest extends CredentialRequestOptions {
  otp: { transport: ['sms'] };
}
interface OtpCredential extends Credential {
  code: string;
}

/**
 * Where the browser has the WebOTP API (Chrome on Android), reads the code from the SMS as it
 * arrives, after the customer allows it once, and hands it to `onCode`. It listens while the
 * calling field is mounted: a field remounted for a resend listens for the new SMS.
 */
export function useWebOtp(onCode: (code: string) => void): void {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => {
    if (!('OTPCredential' in window)) return;
    const abort = new AbortController();
    const request: OtpCredentialRequest = { otp: { transport: ['sms'] }, signal: abort.signal };
    navigator.credentials
      .get(request)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code) latest.current(code);
      })
      // Aborted when the field goes, or declined by the customer: the code is typed instead.
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
}
