/*
 * When to warn that the session is about to expire, and what the warning says. Pure: the hook
 * (session-expiry-watch.ts) feeds it the server's answers and the clock. Only the server knows the
 * idle deadline (its last touch of the session plus the idle limit), so these functions decide
 * when to ask it again, never that the session has ended: only a 401 from the server says that.
 */
import type { SayDuration } from '@/components/ui/otp-logic';
import { recheckEveryMs, touchEveryMs } from '@/lib/session-cadence';

/** The issue's two minutes' notice. */
export const WARN_BEFORE_MS = 120_000;
/** The server ends a session just after its deadline, not at it. */
export const EXPIRY_GRACE_MS = 1_000;

/** What GET and POST /api/session answer: the deadline and the server's clock, both epoch ms. */
export interface SessionStatus {
  expiresAt: number;
  now: number;
  /** the deadline is the session's absolute limit: staying signed in cannot move it */
  final: boolean;
}

/** Two minutes before the deadline; an idle limit under four minutes (a test set-up) is warned halfway. */
export function warnLeadMs(idleMs: number): number {
  return Math.min(WARN_BEFORE_MS, idleMs / 2);
}

/**
 * The server's deadline on this browser's clock. The two clocks may disagree by minutes; the time
 * left does not, so it is carried over from the moment the answer arrived.
 */
export function localDeadline(status: SessionStatus, receivedAt: number): number {
  return receivedAt + (status.expiresAt - status.now);
}

/**
 * The earliest moment a warning can be due for a page that started loading at `loadStart`: the
 * request that served it left the server's last touch at most one touch interval old
 * (lib/session-cadence.ts). Asking no earlier saves every page load a request, and asking then is never late.
 */
export function firstCheckAt(loadStart: number, idleMs: number, absoluteEnd = Infinity): number {
  const idleWarn = loadStart + Math.max(0, idleMs - touchEveryMs(idleMs) - warnLeadMs(idleMs));
  // A session near its absolute limit ends sooner than any idle timer would say.
  return Math.min(idleWarn, absoluteEnd - warnLeadMs(idleMs));
}

/** Given the deadline (local clock): whether the warning shows now, and when to ask the server again. */
export function nextCheck(deadline: number, now: number, idleMs: number): { warn: boolean; checkAt: number } {
  const warnAt = deadline - warnLeadMs(idleMs);
  if (now < warnAt) return { warn: false, checkAt: warnAt };
  return { warn: true, checkAt: Math.min(deadline + EXPIRY_GRACE_MS, now + recheckEveryMs(idleMs)) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The visible countdown, mm:ss, rounded up so it reads 00:00 only at the deadline. */
export function countdownText(msLeft: number): string {
  const s = Math.max(0, Math.ceil(msLeft / 1000));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

/** Moments a screen reader hears the time left; a second-by-second countdown would drown everything else. */
const SPOKEN_STEPS = [120, 90, 60, 30, 10];

/** The step crossed last on the way down (the smallest at or above the time left), null above them all. */
function spokenStep(msLeft: number): number | null {
  const s = Math.max(0, Math.ceil(msLeft / 1000));
  return SPOKEN_STEPS.filter((step) => step >= s).pop() ?? null;
}

function inWords(seconds: number, say: SayDuration): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const parts = [m && say('minutes', m), s && say('seconds', s)].filter(Boolean);
  return parts.join(' ');
}

/**
 * The polite announcement: empty until the time left crosses one of the spoken steps after the
 * dialog opened (opening it already reads its text), then e.g. 'Your session will expire in 1 minute.'
 * `expireIn` words the sentence around the time ('Your session will expire in {time}.').
 */
export function spokenCountdown(
  msLeftAtOpen: number,
  msLeft: number,
  words: { say: SayDuration; expireIn: (time: string) => string },
): string {
  const step = spokenStep(msLeft);
  if (step === null || step === spokenStep(msLeftAtOpen)) return '';
  return words.expireIn(inWords(step, words.say));
}

/** Where an expired session goes: the notice, and back to this very page (path and query) after login. */
export function loginPathAfterExpiry(pathname: string, search: string): string {
  const here = `${pathname}${search}`;
  return here === '/' ? '/login?expired=Y' : `/login?expired=Y&return_to=${encodeURIComponent(here)}`;
}
