'use client';

import { useEffect, useRef, useState } from 'react';
import { firstCheckAt, localDeadline, loginPathAfterExpiry, nextCheck, type SessionStatus } from './session-expiry-timing';

const STATUS_URL = '/api/session';
/** A failed check (offline, a deploy) is tried again this soon; the offline overlay tells the customer. */
const RETRY_MS = 10_000;
/** Tabs of one browser tell each other about a renewal, so every tab's warning closes at once. */
const CHANNEL = 'portal-session';

export interface SessionExpiry {
  /** The deadline on this browser's clock while the warning shows, otherwise null. */
  deadline: number | null;
  /** The deadline is the absolute limit: no renewal can move it. */
  final: boolean;
  /** 'Stay signed in': true once the server has renewed the session, false when it could not be reached. */
  renew: () => Promise<boolean>;
}

/**
 * Watches the idle deadline the server keeps: asks GET /api/session (which does not count as
 * activity) when a warning may be due, shows it when it is, and asks again before acting, since
 * another tab or a page request may have moved the deadline. A 401 means the session has ended:
 * the customer goes to /login?expired=Y and comes back here after logging in.
 */
export function useSessionExpiry(idleMs: number, absoluteEnd: number): SessionExpiry {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [final, setFinal] = useState(false);
  const renewRef = useRef<() => Promise<boolean>>(async () => false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // A deadline only ever moves later, so an answer naming an earlier one (a status check that
    // crossed a renewal on the way) is out of date.
    let latest = 0;
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

    const schedule = (at: number) => {
      clearTimeout(timer);
      timer = setTimeout(check, Math.max(0, at - Date.now()));
    };

    /** Asks the server and acts on its answer; true when it gave a deadline. */
    async function settle(method: 'GET' | 'POST'): Promise<boolean> {
      const res = await fetch(STATUS_URL, { method, cache: 'no-store', credentials: 'same-origin' }).catch(() => null);
      const status = res?.ok ? ((await res.json().catch(() => null)) as SessionStatus | null) : null;
      if (stopped) return false;
      if (res?.status === 401) {
        stopped = true;
        window.location.assign(loginPathAfterExpiry(window.location.pathname, window.location.search));
        return false;
      }
      if (!status) {
        schedule(Date.now() + RETRY_MS);
        return false;
      }
      if (status.expiresAt < latest) return true;
      latest = status.expiresAt;
      const local = localDeadline(status, Date.now());
      const next = nextCheck(local, Date.now(), idleMs);
      setDeadline(next.warn ? local : null);
      setFinal(status.final === true);
      schedule(next.checkAt);
      return true;
    }

    const check = () => void settle('GET');
    const onVisible = () => document.visibilityState === 'visible' && check();
    // A page restored from the back-forward cache kept its timers' plan from before.
    const onShow = (event: PageTransitionEvent) => event.persisted && check();

    renewRef.current = async () => {
      const renewed = await settle('POST');
      if (renewed) channel?.postMessage('renewed');
      return renewed;
    };
    if (channel) channel.onmessage = check;
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onShow);
    schedule(firstCheckAt(performance.timeOrigin, idleMs, absoluteEnd));

    return () => {
      stopped = true;
      clearTimeout(timer);
      channel?.close();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onShow);
    };
  }, [idleMs, absoluteEnd]);

  return { deadline, final, renew: () => renewRef.current() };
}
