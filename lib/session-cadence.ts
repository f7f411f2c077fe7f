/*
 * How often the session's idle timer is refreshed and re-read, from the idle limit. At real limits
 * (minutes) these are fixed cadences; a limit of seconds (a test set-up) scales them down with it,
 * so the warning, the renewal and the end still come in the order they do at fifteen minutes.
 * Pure and shared: the proxy touches the session by it, the browser's warning allows for it.
 */

/** Parts of the idle limit below which the cadences shrink with it. */
const SHARE = 8;

/** The proxy refreshes the idle timer at most this often, so parallel requests rarely rewrite the cookie. */
export function touchEveryMs(idleMs: number): number {
  return Math.min(30_000, idleMs / SHARE);
}

/** While the warning shows, the browser asks again this often: another tab may have renewed the session. */
export function recheckEveryMs(idleMs: number): number {
  return Math.min(15_000, idleMs / SHARE);
}
