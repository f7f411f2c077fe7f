import { describe, expect, it } from 'vitest';
import { OTP_LENGTH } from '@portal/contracts/constants';
import {
  applyOtpBackspace,
  applyOtpInput,
  formatCountdown,
  isCompleteOtp,
  otpDigitAt,
  remainingSeconds,
  spokenCountdown,
  typedIntoBox,
} from '@/components/ui/otp-logic';

describe('applyOtpInput: typing', () => {
  it('fills the box and moves focus forward', () => {
    expect(applyOtpInput('', 0, '4')).toEqual({ value: '4', focus: 1 });
    expect(applyOtpInput('12', 2, '3')).toEqual({ value: '123', focus: 3 });
  });

  it('keeps focus on the last box after the last digit', () => {
    expect(applyOtpInput('12345', 5, '6')).toEqual({ value: '123456', focus: OTP_LENGTH - 1 });
  });

  it('overwrites a filled box', () => {
    expect(applyOtpInput('123456', 2, '9')).toEqual({ value: '129456', focus: 3 });
  });

  it('marks skipped boxes as gaps so the code is not complete', () => {
    const edit = applyOtpInput('1', 3, '7');
    expect(edit.value).toBe('1  7');
    expect(otpDigitAt(edit.value, 1)).toBe('');
    expect(otpDigitAt(edit.value, 3)).toBe('7');
    expect(isCompleteOtp(edit.value)).toBe(false);
  });

  it('ignores non-digits', () => {
    expect(applyOtpInput('12', 2, 'a')).toEqual({ value: '12', focus: 2 });
    expect(applyOtpInput('12', 2, ' ')).toEqual({ value: '12', focus: 2 });
    expect(applyOtpInput('12', 2, '-')).toEqual({ value: '12', focus: 2 });
  });

  it('clears a box when its content is deleted', () => {
    expect(applyOtpInput('123', 2, '')).toEqual({ value: '12', focus: 2 });
    expect(applyOtpInput('123456', 2, '')).toEqual({ value: '12 456', focus: 2 });
  });
});

describe('applyOtpInput: paste and autofill', () => {
  it('fills every box from the first with a full code, wherever it is pasted', () => {
    expect(applyOtpInput('', 0, '123456')).toEqual({ value: '123456', focus: 5 });
    expect(applyOtpInput('98', 3, '123456')).toEqual({ value: '123456', focus: 5 });
  });

  it('strips spaces, dashes and surrounding text', () => {
    expect(applyOtpInput('', 0, '123 456').value).toBe('123456');
    expect(applyOtpInput('', 0, '12-34-56').value).toBe('123456');
    expect(applyOtpInput('', 2, ' 123456\n').value).toBe('123456');
    expect(applyOtpInput('', 0, 'Your OTP is 654321.').value).toBe('654321');
  });

  it('truncates extra digits and focuses after a short code', () => {
    expect(applyOtpInput('', 0, '12345678').value).toBe('123456');
    expect(applyOtpInput('', 0, '123')).toEqual({ value: '123', focus: 3 });
  });

  it('ignores a paste with no digits', () => {
    expect(applyOtpInput('12', 1, 'abc-')).toEqual({ value: '12', focus: 1 });
  });
});

describe('applyOtpBackspace', () => {
  it('clears a filled box in place', () => {
    expect(applyOtpBackspace('123', 2)).toEqual({ value: '12', focus: 2 });
  });

  it('on an empty box moves back and clears the previous one', () => {
    expect(applyOtpBackspace('123', 3)).toEqual({ value: '12', focus: 2 });
    expect(applyOtpBackspace('1 3', 1)).toEqual({ value: '  3', focus: 0 });
  });

  it('does nothing on the first empty box', () => {
    expect(applyOtpBackspace('', 0)).toEqual({ value: '', focus: 0 });
  });
});

describe('typedIntoBox', () => {
  it('extracts the new keystroke when the keyboard ignored maxLength', () => {
    expect(typedIntoBox('3', '35')).toBe('5');
    expect(typedIntoBox('3', '53')).toBe('5');
    expect(typedIntoBox('', '7')).toBe('7');
    expect(typedIntoBox('3', '')).toBe('');
    expect(typedIntoBox('', '123456')).toBe('123456');
  });
});

describe('isCompleteOtp', () => {
  it('needs exactly six digits', () => {
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
    expect(isCompleteOtp('1234567')).toBe(false);
    expect(isCompleteOtp('12 456')).toBe(false);
    expect(isCompleteOtp('12a456')).toBe(false);
    expect(isCompleteOtp('')).toBe(false);
  });
});

describe('countdown formatting', () => {
  it('formats m:ss', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(125)).toBe('2:05');
    expect(formatCountdown(-3)).toBe('0:00');
    expect(formatCountdown(Number.NaN)).toBe('0:00');
  });

  it('gives a spoken form', () => {
    expect(spokenCountdown(30)).toBe('30 seconds');
    expect(spokenCountdown(1)).toBe('1 second');
    expect(spokenCountdown(60)).toBe('1 minute');
    expect(spokenCountdown(125)).toBe('2 minutes 5 seconds');
    expect(spokenCountdown(0)).toBe('0 seconds');
  });

  it('derives remaining whole seconds from a deadline, rounding up', () => {
    const deadline = 100_000;
    expect(remainingSeconds(deadline, 70_000)).toBe(30);
    expect(remainingSeconds(deadline, 99_001)).toBe(1);
    expect(remainingSeconds(deadline, 100_000)).toBe(0);
    // A tab asleep past the deadline wakes up at zero, not at a stale count.
    expect(remainingSeconds(deadline, 500_000)).toBe(0);
  });
});
