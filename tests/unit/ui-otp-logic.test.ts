import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { formatCountdown, remainingSeconds, spokenCountdown } from '@/components/ui/otp-logic';
import { INVALID_OTP } from '@/lib/constants';
import { checkOtp } from '@/lib/otp-rules';

describe('checkOtp', () => {
  it('takes exactly six digits (SPEC §5), else "Invalid OTP"', () => {
    expect(checkOtp('123456')).toBeNull();
    for (const bad of ['12345', '1234567', '12 456', '12a456', '']) expect(checkOtp(bad)).toBe(INVALID_OTP);
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

  it("gives a spoken form, in the page's language", () => {
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'otp' });
    const say = (unit: 'minutes' | 'seconds', count: number) => t(unit, { count });
    expect(spokenCountdown(30, say)).toBe('30 seconds');
    expect(spokenCountdown(1, say)).toBe('1 second');
    expect(spokenCountdown(60, say)).toBe('1 minute');
    expect(spokenCountdown(125, say)).toBe('2 minutes 5 seconds');
    expect(spokenCountdown(0, say)).toBe('0 seconds');
    const tHi = createTranslator({ locale: 'hi', messages: hi, namespace: 'otp' });
    expect(spokenCountdown(125, (unit, count) => tHi(unit, { count }))).toBe('2 मिनट 5 सेकंड');
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
