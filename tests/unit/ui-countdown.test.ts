import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown } from '@/components/ui/use-countdown';

/*
 * The resend timer's clock (components/ui/use-countdown.ts): what the customer sees is "Resend OTP
 * in 0:30" counting down to an enabled button, on time even when the tab was in the background.
 */

const visibility = new EventTarget();

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  vi.stubGlobal('document', visibility);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createCountdown', () => {
  it('shows the full time, unstarted, until something subscribes', () => {
    vi.advanceTimersByTime(5_000);
    expect(createCountdown(30).getSnapshot()).toEqual({ remaining: 30, started: false });
  });

  it('counts down from the moment it is subscribed to, and stops at zero', () => {
    const countdown = createCountdown(30);
    const changes = vi.fn();
    countdown.subscribe(changes);
    expect(countdown.getSnapshot()).toEqual({ remaining: 30, started: true });
    vi.advanceTimersByTime(10_000);
    expect(countdown.getSnapshot().remaining).toBe(20);
    vi.advanceTimersByTime(25_000);
    expect(countdown.getSnapshot().remaining).toBe(0);
    const seen = changes.mock.calls.length;
    vi.advanceTimersByTime(5_000);
    expect(changes).toHaveBeenCalledTimes(seen);
  });

  it('catches up when a paused tab becomes visible again', () => {
    const countdown = createCountdown(30);
    countdown.subscribe(() => undefined);
    // A background tab's timers may not fire at all; the clock still moves.
    vi.setSystemTime(Date.now() + 12_000);
    visibility.dispatchEvent(new Event('visibilitychange'));
    expect(countdown.getSnapshot().remaining).toBe(18);
  });

  it('keeps its deadline when React subscribes again (e.g. Strict Mode)', () => {
    const countdown = createCountdown(30);
    const unsubscribe = countdown.subscribe(() => undefined);
    vi.advanceTimersByTime(4_000);
    unsubscribe();
    vi.setSystemTime(Date.now() + 3_000);
    countdown.subscribe(() => undefined);
    expect(countdown.getSnapshot().remaining).toBe(23);
  });

  it('says at once that a zero-length countdown is over', () => {
    const countdown = createCountdown(0);
    countdown.subscribe(() => undefined);
    expect(countdown.getSnapshot()).toEqual({ remaining: 0, started: true });
  });
});
