import { OTP_LENGTH } from '@portal/contracts/constants';

/*
 * Pure rules behind OtpInput and ResendTimer, kept free of React so they run in node unit tests.
 *
 * Value model: one character per box; ' ' marks an empty box that has filled boxes after it, and
 * trailing empties are trimmed. Typing in order therefore gives plain "123", and a gap left in the
 * middle ("12 456") can never pass isCompleteOtp by accident.
 */

const EMPTY = ' ';

export interface OtpEdit {
  value: string;
  /** Index of the box that should have focus after the edit. */
  focus: number;
}

function toSlots(value: string, length: number): string[] {
  return Array.from({ length }, (_, i) => (/\d/.test(value.charAt(i)) ? value.charAt(i) : EMPTY));
}

function fromSlots(slots: readonly string[]): string {
  return slots.join('').trimEnd();
}

/** What a box displays: its digit, or '' when empty. */
export function otpDigitAt(value: string, index: number): string {
  const char = value.charAt(index);
  return /\d/.test(char) ? char : '';
}

/**
 * Applies what arrived in box `index`: '' clears it; one digit fills it and moves on; a string
 * with several digits (paste, SMS autofill, "123-456") fills every box from the first; a string
 * without digits changes nothing.
 */
export function applyOtpInput(current: string, index: number, typed: string, length = OTP_LENGTH): OtpEdit {
  const slots = toSlots(current, length);
  const at = Math.min(Math.max(index, 0), length - 1);
  if (typed === '') {
    slots[at] = EMPTY;
    return { value: fromSlots(slots), focus: at };
  }
  const digits = typed.replace(/\D/g, '');
  if (digits.length === 0) return { value: fromSlots(slots), focus: at };
  if (digits.length === 1) {
    slots[at] = digits;
    return { value: fromSlots(slots), focus: Math.min(at + 1, length - 1) };
  }
  const filled = digits.slice(0, length);
  return { value: filled, focus: Math.min(filled.length, length - 1) };
}

/** Backspace: clears a filled box in place; on an empty box, steps back and clears that one. */
export function applyOtpBackspace(current: string, index: number, length = OTP_LENGTH): OtpEdit {
  const slots = toSlots(current, length);
  if (slots[index] !== EMPTY) return applyOtpInput(current, index, '', length);
  if (index <= 0) return { value: fromSlots(slots), focus: 0 };
  return applyOtpInput(current, index - 1, '', length);
}

/**
 * The newly typed part of a box's raw value. Some mobile keyboards ignore maxLength, so a filled
 * box "3" can report "35" or "53"; only the "5" is the user's new keystroke.
 */
export function typedIntoBox(previous: string, raw: string): string {
  if (previous !== '' && raw.length === previous.length + 1) {
    if (raw.startsWith(previous)) return raw.slice(previous.length);
    if (raw.endsWith(previous)) return raw.slice(0, 1);
  }
  return raw;
}

/** SPEC §5: exactly OTP_LENGTH digits, nothing else. */
export function isCompleteOtp(value: string, length = OTP_LENGTH): boolean {
  return value.length === length && /^\d+$/.test(value);
}

/** m:ss as shown next to the resend button: 0 → "0:00", 30 → "0:30", 125 → "2:05". */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, '0')}`;
}

/** Screen readers say "0:30" badly; this is the spoken form, e.g. "2 minutes 5 seconds". */
export function spokenCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} minute${minutes === 1 ? '' : 's'}`);
  if (rest > 0 || minutes === 0) parts.push(`${rest} second${rest === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/** Whole seconds left until `deadline` (ms timestamp); rounds up so "0:00" means really done. */
export function remainingSeconds(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
