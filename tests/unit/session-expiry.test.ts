import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { NextRequest } from 'next/server';
import { sealData } from 'iron-session';
import {
  EXPIRY_GRACE_MS,
  countdownText,
  firstCheckAt,
  localDeadline,
  loginPathAfterExpiry,
  nextCheck,
  spokenCountdown,
  warnLeadMs,
} from '@/components/shell/session-expiry-timing';
import { recheckEveryMs, touchEveryMs } from '@/lib/session-cadence';
import { safeReturnTo, sessionDeadline, sessionEnd, sessionState } from '@/lib/session-rules';
import { proxy } from '@/proxy';
import { SESSION_SECRET } from './portal-env';
import { responseCookie } from './response-cookie';

vi.mock('@/lib/server/env', () => import('./portal-env'));

/** The dialog's words, from the catalogue as the dialog takes them. */
function wordsIn(messages: typeof en, locale: 'en' | 'hi' = 'en') {
  const t = createTranslator({ locale, messages, namespace: 'sessionExpiry' });
  return {
    say: (unit: 'minutes' | 'seconds', count: number) => t(unit, { count }),
    expireIn: (time: string) => t('spoken', { time }),
  };
}
const words = wordsIn(en);

const MIN = 60_000;
const IDLE = 15 * MIN;

describe('when the session-expiry warning shows', () => {
  it('warns two minutes before a 15-minute idle limit, and halfway through a short one', () => {
    expect(warnLeadMs(IDLE)).toBe(2 * MIN);
    expect(warnLeadMs(4 * MIN)).toBe(2 * MIN);
    expect(warnLeadMs(45_000)).toBe(22_500);
  });

  it('stays quiet until then and asks the server again at the warning time', () => {
    const deadline = 100 * MIN;
    expect(nextCheck(deadline, deadline - 10 * MIN, IDLE)).toEqual({ warn: false, checkAt: deadline - 2 * MIN });
    expect(nextCheck(deadline, deadline - 2 * MIN - 1, IDLE).warn).toBe(false);
  });

  it('warns from two minutes before, asking again now and then and just after the deadline', () => {
    const deadline = 100 * MIN;
    expect(nextCheck(deadline, deadline - 2 * MIN, IDLE)).toEqual({
      warn: true,
      checkAt: deadline - 2 * MIN + 15_000,
    });
    expect(nextCheck(deadline, deadline - 5_000, IDLE)).toEqual({ warn: true, checkAt: deadline + EXPIRY_GRACE_MS });
    expect(nextCheck(deadline, deadline + 5_000, IDLE).warn).toBe(true);
  });

  it('reads the deadline as time left, whatever the browser clock says', () => {
    // The server's clock is an hour ahead of the browser's; 14 minutes are left either way.
    const status = { now: 5 * 60 * MIN, expiresAt: 5 * 60 * MIN + 14 * MIN, final: false };
    expect(localDeadline(status, 4 * 60 * MIN)).toBe(4 * 60 * MIN + 14 * MIN);
  });

  it('first asks no later than a warning could be due for the page just loaded', () => {
    const loadStart = 1_000_000;
    // The proxy may have left the last touch up to 30 s before this page's request.
    expect(firstCheckAt(loadStart, IDLE)).toBe(loadStart + IDLE - 30_000 - 2 * MIN);
    const earliestWarning = loadStart - touchEveryMs(IDLE) + IDLE - warnLeadMs(IDLE);
    expect(firstCheckAt(loadStart, IDLE)).toBeLessThanOrEqual(earliestWarning);
    // 20 s (a test set-up): touched every 2.5 s, warned 10 s before the end.
    expect(firstCheckAt(loadStart, 20_000)).toBe(loadStart + 7_500);
    // A session 5 minutes from its absolute end is asked about 2 minutes before it, not after 12.5.
    expect(firstCheckAt(loadStart, IDLE, loadStart + 5 * MIN)).toBe(loadStart + 3 * MIN);
  });

  it('touches and re-checks at fixed cadences for real limits, scaled down for limits of seconds', () => {
    expect([touchEveryMs(IDLE), recheckEveryMs(IDLE)]).toEqual([30_000, 15_000]);
    expect([touchEveryMs(20_000), recheckEveryMs(20_000)]).toEqual([2_500, 2_500]);
    // Scaled, the order still holds: the touch interval, then the warning, fit inside the limit.
    for (const idle of [8_000, 20_000, 4 * MIN, IDLE]) expect(touchEveryMs(idle) + warnLeadMs(idle)).toBeLessThan(idle);
  });
});

describe('what the warning says', () => {
  it('counts down in mm:ss, rounding up', () => {
    expect(countdownText(2 * MIN)).toBe('02:00');
    expect(countdownText(119_001)).toBe('02:00');
    expect(countdownText(119_000)).toBe('01:59');
    expect(countdownText(61_000)).toBe('01:01');
    expect(countdownText(9_500)).toBe('00:10');
    expect(countdownText(1)).toBe('00:01');
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(-5_000)).toBe('00:00');
  });

  it('tells a screen reader only at a few steps, never every second', () => {
    const atOpen = 2 * MIN;
    const spoken = new Set<string>();
    for (let left = atOpen; left >= 0; left -= 250) spoken.add(spokenCountdown(atOpen, left, words));
    expect([...spoken]).toEqual([
      '',
      'Your session will expire in 1 minute 30 seconds.',
      'Your session will expire in 1 minute.',
      'Your session will expire in 30 seconds.',
      'Your session will expire in 10 seconds.',
    ]);
    expect(spokenCountdown(atOpen, 91_000, words)).toBe('');
    expect(spokenCountdown(atOpen, 90_000, words)).toBe('Your session will expire in 1 minute 30 seconds.');
    expect(spokenCountdown(atOpen, 45_000, words)).toBe('Your session will expire in 1 minute.');
  });

  it('says nothing more when opened between two steps until the next one', () => {
    expect(spokenCountdown(22_500, 20_000, words)).toBe('');
    expect(spokenCountdown(22_500, 10_000, words)).toBe('Your session will expire in 10 seconds.');
  });

  it('says it in Hindi on a Hindi page', () => {
    expect(spokenCountdown(2 * MIN, 90_000, wordsIn(hi, 'hi'))).toBe('आपका सेशन 1 मिनट 30 सेकंड में समाप्त होगा।');
  });
});

describe('after the session has expired', () => {
  it('goes to the login notice and back to this page, path and query, after login', () => {
    const path = loginPathAfterExpiry('/policy-details/10000001', '?tab=NOMINEE');
    expect(path).toBe('/login?expired=Y&return_to=%2Fpolicy-details%2F10000001%3Ftab%3DNOMINEE');
    const returnTo = new URL(path, 'http://portal.test').searchParams.get('return_to');
    expect(safeReturnTo(returnTo)).toBe('/policy-details/10000001?tab=NOMINEE');
    expect(loginPathAfterExpiry('/', '')).toBe('/login?expired=Y');
  });
});

describe('the server’s deadline', () => {
  const limits = { idleMs: IDLE, absoluteMs: 8 * 60 * MIN };
  const live = { isAuthenticated: true, accessToken: 't', createdAt: 0, lastSeenAt: 60 * MIN };

  it('is the moment the session turns expired: idle limit after the last touch, or the absolute one', () => {
    for (const s of [live, { ...live, lastSeenAt: 8 * 60 * MIN - MIN }]) {
      const deadline = sessionDeadline(s, limits);
      expect(sessionState(s, deadline, limits)).toBe('active');
      expect(sessionState(s, deadline + 1, limits)).toBe('expired');
    }
    expect(sessionDeadline(live, limits)).toBe(75 * MIN);
    expect(sessionDeadline({ ...live, lastSeenAt: 8 * 60 * MIN - MIN }, limits)).toBe(8 * 60 * MIN);
  });

  it('says when the deadline is the absolute limit, which no renewal moves', () => {
    expect(sessionEnd(live, limits)).toEqual({ expiresAt: 75 * MIN, final: false });
    expect(sessionEnd({ ...live, lastSeenAt: 8 * 60 * MIN - 10 * MIN }, limits)).toEqual({
      expiresAt: 8 * 60 * MIN,
      final: true,
    });
  });

  it('is not moved by the status check, as a page visit moves it', async () => {
    const secret = SESSION_SECRET;
    const now = Date.now();
    const session = {
      isAuthenticated: true,
      sessionId: 'S1',
      clientId: 'C1',
      accessToken: 'A1',
      createdAt: now - 5 * MIN,
      lastSeenAt: now - 5 * MIN,
    };
    const cookie = `portal_session=${await sealData(session, { password: secret, ttl: 8 * 3600 })}`;
    const visit = (path: string) => proxy(new NextRequest(`http://localhost${path}`, { headers: { cookie } }));
    expect(responseCookie(await visit('/api/session'), 'portal_session')).toBeUndefined();
    expect(responseCookie(await visit('/policy-details/10000001'), 'portal_session')).toBeDefined();
  });
});
