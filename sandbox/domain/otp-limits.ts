import { CODES } from '@portal/contracts';
import type { Db } from '../store/db';
import {
  type LimitEvent,
  type LimitScope,
  lockedUntil,
  lockMobile,
  forgetOtpEvents,
  otpEventTimes,
  pruneOtpEvents,
  recordOtpEvent,
} from '../store/otp-limits';
import { fail, type Failure } from './failure';

/**
 * The core's OTP throttle, for login and service-request OTPs. It is
 * kept in the database, so it holds however many portal instances there are.
 * Every limit counts over the last 15 minutes (a sliding window), and every
 * refusal says how long is left; a refused attempt is not counted. Sends are
 * counted apart for logins and for everything a signed-in customer confirms,
 * so a customer who logs in and then makes several requests in one sitting is
 * not locked out by their own login; wrong OTPs count together, per number.
 */
export const OTP_LIMITS = {
  windowMinutes: 15,
  /** login OTPs sent to one mobile number, first sends and resends together */
  loginSendsPerMobile: 5,
  /** service-request OTPs (any other purpose) sent to one mobile number, first sends and resends together */
  serviceSendsPerMobile: 10,
  /** wrong OTPs for one number, in any of its transactions, before it is locked */
  wrongPerMobile: 5,
  /** how long a number stays locked after its last allowed wrong OTP */
  lockMinutes: 15,
  /** OTP requests from one client address, whatever login id they name */
  sendsPerAddress: 20,
  /** OTP checks from one client address, right or wrong */
  verifiesPerAddress: 30,
} as const;

const WINDOW_MS = OTP_LIMITS.windowMinutes * 60_000;
const LOCK_MS = OTP_LIMITS.lockMinutes * 60_000;

/** 429 with the whole minutes left, rounded up. */
export const tooMany = (msLeft: number): Failure =>
  fail(CODES.TOO_MANY, `Too many attempts. Please try again after ${Math.ceil(msLeft / 60_000)} minutes.`);

/** null while fewer than `max` events are in the window; else how long until the oldest that counts leaves it. */
function windowFull(db: Db, scope: LimitScope, subject: string, kind: LimitEvent, max: number, now: number) {
  const times = otpEventTimes(db, scope, subject, kind, now - WINDOW_MS);
  return times.length < max ? null : (times[times.length - max] as number) + WINDOW_MS - now;
}

function count(db: Db, scope: LimitScope, subject: string, kind: LimitEvent, now: number): void {
  pruneOtpEvents(db, now - Math.max(WINDOW_MS, LOCK_MS));
  recordOtpEvent(db, scope, subject, kind, now);
}

/** The refusal while a number is locked after wrong OTPs, or null. */
export function lockout(db: Db, mobile: string, now: number): Failure | null {
  const until = lockedUntil(db, mobile);
  return until !== undefined && until > now ? tooMany(until - now) : null;
}

/** What an OTP is counted as: a login's, or a service request's (whatever a signed-in customer confirms). */
export type OtpChannel = 'login' | 'service';
export const otpChannel = (purpose: string): OtpChannel => (purpose === 'login' ? 'login' : 'service');
const SENDS: Record<OtpChannel, { kind: LimitEvent; max: number }> = {
  login: { kind: 'send', max: OTP_LIMITS.loginSendsPerMobile },
  service: { kind: 'service-send', max: OTP_LIMITS.serviceSendsPerMobile },
};

/** The refusal when no other OTP of this channel may go to this number now, or null. */
export function sendRefusal(db: Db, mobile: string, channel: OtpChannel, now: number): Failure | null {
  const wait = windowFull(db, 'mobile', mobile, SENDS[channel].kind, SENDS[channel].max, now);
  return lockout(db, mobile, now) ?? (wait === null ? null : tooMany(wait));
}

/** Counts an OTP of this channel sent to the number. */
export const countSend = (db: Db, mobile: string, channel: OtpChannel, now: number) =>
  count(db, 'mobile', mobile, SENDS[channel].kind, now);

/** Whether a client address may make another OTP request (`send`) or check (`verify`); counts it when it may. */
export function allowFromAddress(db: Db, clientIp: string, kind: 'send' | 'verify', now: number): Failure | null {
  const max = kind === 'send' ? OTP_LIMITS.sendsPerAddress : OTP_LIMITS.verifiesPerAddress;
  const wait = windowFull(db, 'address', clientIp, kind, max, now);
  if (wait !== null) return tooMany(wait);
  count(db, 'address', clientIp, kind, now);
  return null;
}

/**
 * Counts a wrong OTP for the number: the tries it has left, or, at the last
 * one, the refusal of the lock that starts now. The lock spends the count, so
 * the number starts afresh once it ends.
 */
export function wrongOtp(db: Db, mobile: string, now: number): { left: number } | { locked: Failure } {
  count(db, 'mobile', mobile, 'wrong', now);
  const wrong = otpEventTimes(db, 'mobile', mobile, 'wrong', now - WINDOW_MS).length;
  if (wrong < OTP_LIMITS.wrongPerMobile) return { left: OTP_LIMITS.wrongPerMobile - wrong };
  lockMobile(db, mobile, now + LOCK_MS);
  forgetOtpEvents(db, 'mobile', mobile, 'wrong');
  return { locked: tooMany(LOCK_MS) };
}

/** A right OTP proves the number's owner: earlier wrong guesses stop counting. */
export const rightOtp = (db: Db, mobile: string) => forgetOtpEvents(db, 'mobile', mobile, 'wrong');
