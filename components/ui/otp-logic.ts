/*
 * Pure rules behind ResendTimer, kept free of React so they run in node unit tests. What makes an
 * OTP well formed is lib/otp-rules.ts.
 */

/** m:ss as shown next to the resend button: 0 → "0:00", 30 → "0:30", 125 → "2:05". */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Words a number of minutes or seconds in the page's language ('2 minutes', '2 मिनट'): the
 * catalogue's plural messages `minutes` and `seconds` (namespaces `otp` and `sessionExpiry`).
 */
export type SayDuration = (unit: 'minutes' | 'seconds', count: number) => string;

/** Screen readers say "0:30" badly; this is the spoken form, e.g. "2 minutes 5 seconds". */
export function spokenCountdown(seconds: number, say: SayDuration): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(say('minutes', minutes));
  if (rest > 0 || minutes === 0) parts.push(say('seconds', rest));
  return parts.join(' ');
}

/** Whole seconds left until `deadline` (ms timestamp); rounds up so "0:00" means really done. */
export function remainingSeconds(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
