'use client';

import { useEffect, useId, useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@portal/contracts/constants';
import { cx, describedBy, errorClass, focusRing, hintClass } from './field-styles';
import { applyOtpBackspace, applyOtpInput, isCompleteOtp, otpDigitAt, typedIntoBox, type OtpEdit } from './otp-logic';

export interface OtpInputProps {
  /** Digits so far; see otp-logic for how gaps are represented. Validate with isCompleteOtp(). */
  value: string;
  onChange: (value: string) => void;
  /** Fires once when the last missing digit arrives, e.g. to enable or trigger Verify. */
  onComplete?: (value: string) => void;
  label?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Renders a hidden input so a plain <form> posts the code. */
  name?: string;
  className?: string;
}

export function OtpInput({
  value,
  onChange,
  onComplete,
  label = 'Enter OTP',
  hint,
  error,
  disabled = false,
  autoFocus = false,
  name,
  className,
}: OtpInputProps) {
  const id = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), OTP_LENGTH - 1)];
    box?.focus();
    box?.select();
  };

  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
    // Only on mount: re-running when the prop flips would steal focus mid-page.
  }, []);

  const commit = (edit: OtpEdit) => {
    if (edit.value !== value) onChange(edit.value);
    focusBox(edit.focus);
    if (onComplete && isCompleteOtp(edit.value) && !isCompleteOtp(value)) onComplete(edit.value);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    let edit: OtpEdit | null = null;
    if (key === 'Backspace') edit = applyOtpBackspace(value, index);
    else if (key === 'Delete') edit = applyOtpInput(value, index, '');
    // Physical keyboards: handle digits here so a filled box (blocked by maxLength) is overwritten.
    // Virtual keyboards often send key "Unidentified" and are handled in onChange instead.
    else if (/^\d$/.test(key) && !event.ctrlKey && !event.metaKey) edit = applyOtpInput(value, index, key);
    else if (key === 'ArrowLeft' || key === 'ArrowRight') edit = { value, focus: index + (key === 'ArrowLeft' ? -1 : 1) };
    else if (key === 'Home' || key === 'End') edit = { value, focus: key === 'Home' ? 0 : OTP_LENGTH - 1 };
    if (!edit) return;
    event.preventDefault();
    commit(edit);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    commit(applyOtpInput(value, index, event.clipboardData.getData('text')));
  };

  return (
    <fieldset
      className={cx('min-w-0', className)}
      aria-describedby={describedBy(hint && hintId, error && errorId)}
      disabled={disabled}
    >
      <legend className="text-sm font-medium text-ink-900">{label}</legend>
      <div className="mt-2 flex gap-2">
        {Array.from({ length: OTP_LENGTH }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // iOS SMS autofill drops all but one digit into a maxLength=1 box, so the first box
            // accepts a whole code; applyOtpInput then spreads it across the boxes.
            maxLength={index === 0 ? OTP_LENGTH : 1}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            aria-invalid={error ? true : undefined}
            value={otpDigitAt(value, index)}
            onChange={(event) => {
              const typed = typedIntoBox(otpDigitAt(value, index), event.target.value);
              commit(applyOtpInput(value, index, typed));
            }}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
            className={cx(
              'h-12 w-10 rounded-lg border bg-white text-center text-xl font-semibold text-ink-900 sm:w-12',
              'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-ink-500',
              error ? 'border-raspberry-600' : 'border-ink-400',
              focusRing,
            )}
          />
        ))}
      </div>
      {name && <input type="hidden" name={name} value={value.replace(/\s/g, '')} />}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
