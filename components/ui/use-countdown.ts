import { useState, useSyncExternalStore } from 'react';
import { remainingSeconds } from './otp-logic';

/* Ticks faster than once a second so the display flips close to the real second boundary. */
const TICK_MS = 250;

export interface CountdownState {
  /** whole seconds left, `seconds` until the countdown has started */
  remaining: number;
  /** false until the countdown runs in the browser: the server and hydration render it unstarted */
  started: boolean;
}

export interface CountdownStore {
  getSnapshot(): CountdownState;
  /** what the server and hydration render: the full time, not started */
  getServerSnapshot(): CountdownState;
  subscribe(onChange: () => void): () => void;
}

/**
 * A countdown as an external store: it starts when React first subscribes (after the commit, never
 * during a render) and derives what is left from a deadline and the clock, rather than
 * decrementing a counter, so throttled timers in a background tab cannot make it run slow.
 */
export function createCountdown(seconds: number): CountdownStore {
  const initial: CountdownState = { remaining: seconds, started: false };
  let state = initial;
  let deadline: number | undefined;
  return {
    getSnapshot: () => state,
    getServerSnapshot: () => initial,
    subscribe(onChange) {
      const end = (deadline ??= Date.now() + seconds * 1000);
      const tick = () => {
        const remaining = remainingSeconds(end, Date.now());
        if (remaining === state.remaining && state.started) return;
        state = { remaining, started: true };
        if (!remaining) clearInterval(timer);
        onChange();
      };
      const timer = setInterval(tick, TICK_MS);
      // Browsers pause timers in hidden tabs; catch up the moment the tab is visible again.
      document.addEventListener('visibilitychange', tick);
      tick();
      return () => {
        clearInterval(timer);
        document.removeEventListener('visibilitychange', tick);
      };
    },
  };
}

/** Seconds left of a countdown from `seconds`; a new `resetKey` starts it again. */
export function useCountdown(seconds: number, resetKey?: string | number): CountdownState {
  const [run, setRun] = useState(() => ({ seconds, resetKey, store: createCountdown(seconds) }));
  let { store } = run;
  // A new key or length is a new countdown with a deadline of its own (React's "adjust state when
  // a prop changes": this render is thrown away and redone at once, without an effect's extra pass).
  if (run.seconds !== seconds || run.resetKey !== resetKey) {
    store = createCountdown(seconds);
    setRun({ seconds, resetKey, store });
  }
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
