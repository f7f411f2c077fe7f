'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from './button';
import { cx } from './field-styles';
import { formatCountdown, spokenCountdown } from './otp-logic';
import { useCountdown } from './use-countdown';

export interface ResendTimerProps {
  /** Countdown start, normally OTP_RESEND_SECONDS from lib/constants. */
  seconds: number;
  /** Change it (e.g. to the send counter or a timestamp) to restart the countdown after a resend. */
  resetKey?: string | number;
  /** May be async: the button shows a spinner until it settles. Report failures yourself. */
  onResend: () => void | Promise<void>;
  /** the button's text; 'Resend OTP' in the page's language by default */
  label?: string;
  /** e.g. when the resend limit is reached; the countdown still shows. */
  disabled?: boolean;
  className?: string;
}

/**
 * "Resend OTP in 0:30" countdown (./use-countdown.ts keeps the time). Only the start and the end
 * are announced; a per-second announcement would drown out everything else a screen reader says.
 */
export function ResendTimer({ seconds, resetKey, onResend, label: asked, disabled, className }: ResendTimerProps) {
  const t = useTranslations('otp');
  const label = asked ?? t('resend');
  const say = (unit: 'minutes' | 'seconds', count: number) => t(unit, { count });
  // Starts at `seconds` on the server and at hydration, so both render the same text.
  const { remaining, started } = useCountdown(seconds, resetKey);
  const [sending, setSending] = useState(false);
  // Derived, not stored: the region is empty until the countdown runs (a live region announces
  // changes, not what it held when it appeared), then says the start and, at zero, the end.
  const announcement = !started
    ? ''
    : remaining > 0
      ? t('availableIn', { label, time: spokenCountdown(seconds, say) })
      : t('availableNow', { label });

  const resend = async () => {
    setSending(true);
    try {
      await onResend();
    } catch {
      // The caller owns error display (toast / banner); swallowing avoids an unhandled rejection.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={cx('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)}>
      {remaining > 0 && (
        // role="timer" is implicitly aria-live="off": readable on demand, never auto-announced.
        <span role="timer" className="text-ink-500">
          {t.rich('resendIn', {
            label,
            countdown: formatCountdown(remaining),
            time: (c) => <span className="font-semibold text-ink-900 tabular-nums">{c}</span>,
          })}
        </span>
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={resend}
        loading={sending}
        disabled={disabled || remaining > 0}
        className="underline-offset-2 hover:underline"
      >
        {label}
      </Button>
      <span aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
