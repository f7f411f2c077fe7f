'use client';

import { useEffect, useState } from 'react';
import { Button } from './button';
import { cx } from './field-styles';
import { formatCountdown, remainingSeconds, spokenCountdown } from './otp-logic';

/* Ticks faster than once a second so the display flips close to the real second boundary. */
const TICK_MS = 250;

export interface ResendTimerProps {
  /** Countdown start, normally OTP_RESEND_SECONDS from lib/constants. */
  seconds: number;
  /** Change it (e.g. to the send counter or a timestamp) to restart the countdown after a resend. */
  resetKey?: string | number;
  /** May be async: the button shows a spinner until it settles. Report failures yourself. */
  onResend: () => void | Promise<void>;
  label?: string;
  /** e.g. when the resend limit is reached; the countdown still shows. */
  disabled?: boolean;
  className?: string;
}

/**
 * "Resend OTP in 0:30" countdown. It derives the remaining time from a deadline and Date.now()
 * rather than decrementing a counter, so throttled timers in a background tab cannot make it
 * run slow. Only the start and the end are announced; a per-second announcement would drown
 * out everything else a screen reader says.
 */
export function ResendTimer({ seconds, resetKey, onResend, label = 'Resend OTP', disabled, className }: ResendTimerProps) {
  // Starts at `seconds` (not computed from Date.now()) so server and client render the same text.
  const [remaining, setRemaining] = useState(seconds);
  const [announcement, setAnnouncement] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    const tick = () => {
      const left = remainingSeconds(deadline, Date.now());
      setRemaining(left);
      if (left === 0) {
        window.clearInterval(timer);
        setAnnouncement(`${label} is now available.`);
      }
    };
    const timer = window.setInterval(tick, TICK_MS);
    setAnnouncement(seconds > 0 ? `${label} available in ${spokenCountdown(seconds)}.` : '');
    tick();
    // Browsers pause timers in hidden tabs; catch up the moment the tab is visible again.
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [seconds, resetKey, label]);

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
          {label} in <span className="font-semibold text-ink-900 tabular-nums">{formatCountdown(remaining)}</span>
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
