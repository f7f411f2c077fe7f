import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_RESENDS,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_SECONDS,
  OTP_VALID_MINUTES,
} from '@portal/contracts/constants';
import { CODES } from '@portal/contracts';
import type { Db } from '../store/db';
import { insertOtp, markOtpUsed, otpByTransaction, replaceOtpCode, setWrongTries } from '../store/otps';
import type { Language } from '@portal/contracts/language';
import { fail, type Failure } from './failure';
import { type MessageKey, type Params, say } from './messages';
import { countSend, lockout, OTP_LIMITS, otpChannel, rightOtp, sendRefusal, wrongOtp } from './otp-limits';

/**
 * One-time passwords for any flow (login, service requests), keyed by a
 * transaction id. Only a salted hash is stored, so a copy of the database
 * does not reveal live codes; the outbox is the one place a code is readable,
 * as an SMS gateway's log would be. Within a transaction: a resend waits
 * OTP_RESEND_SECONDS, at most OTP_MAX_RESENDS of them, and OTP_MAX_WRONG_TRIES
 * wrong codes lock it for good (a resend never resets them). Across
 * transactions, the number's limits in otp-limits.ts apply first (login OTPs
 * and the others, by purpose, counted apart).
 */
/**
 * An OTP's SMS in `language`: the code, then how long it is valid. The code also travels beside the
 * text in the outbox (its otp field), which is what testers and the e2e tests read in any language.
 */
export const otpSms = (language: Language, key: MessageKey, params: Params) =>
  say(language, key, { ...params, validity: say(language, 'sms.validity', { minutes: OTP_VALID_MINUTES }) });

export const OTP_MESSAGES = {
  wait: 'Please wait before requesting a new OTP.',
  maxResends: 'You have reached the maximum number of OTP requests. Please try again later.',
  locked: 'Too many incorrect attempts. Please request a new OTP.',
  expired: 'OTP has expired. Please request a new OTP.',
  invalid: 'This OTP is no longer valid. Please request a new OTP.',
  restart: 'This OTP request is no longer valid. Please start again.',
  wrong: (left: number) => `Incorrect OTP. You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  /** when the number's lock (otp-limits.ts) would come before this OTP's own: said instead of `wrong` */
  numberLockNear: (left: number) =>
    `Incorrect OTP. ${left === 1 ? 'One more incorrect OTP' : `${left} more incorrect OTPs`} will lock this mobile ` +
    `number for ${OTP_LIMITS.lockMinutes} minutes.`,
} as const;

const hash = (otp: string, salt: string) => createHash('sha256').update(`${salt}:${otp}`).digest('hex');
const newCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

export interface Issued {
  ok: true;
  transactionId: string;
  otp: string;
  expiresInSeconds: number;
}

interface IssueArgs {
  purpose: string;
  customerId: number;
  sentTo: string;
  now: number;
  transactionId?: string;
  sessionId?: string;
}

/** A fresh OTP, or, with `transactionId`, a resend within that transaction. */
export function issueOtp(db: Db, a: IssueArgs): Issued | Failure {
  const otp = newCode();
  const issued = issue(db, a, otp);
  return issued.ok ? { ...issued, otp } : issued;
}

/**
 * The same steps, limits and counts for a login id that is no customer's (domain/login-targets.ts),
 * but no code to send: what is stored is the hash of something no six digits are, so no guess
 * ever verifies.
 */
export const issueUnsentOtp = (db: Db, a: Omit<IssueArgs, 'customerId'>): (Omit<Issued, 'otp'> & { otp?: never }) | Failure =>
  issue(db, { ...a, customerId: null }, null);

function issue(
  db: Db,
  a: Omit<IssueArgs, 'customerId'> & { customerId: number | null },
  otp: string | null,
): Omit<Issued, 'otp'> | Failure {
  const channel = otpChannel(a.purpose);
  const refused = sendRefusal(db, a.sentTo, channel, a.now);
  if (refused) return refused;
  const stored = otp ?? randomBytes(16).toString('hex');
  const salt = randomBytes(16).toString('hex');
  const expiresAt = a.now + OTP_VALID_MINUTES * 60_000;
  const expiresInSeconds = OTP_VALID_MINUTES * 60;

  if (a.transactionId === undefined) {
    const transactionId = randomUUID();
    insertOtp(db, {
      transactionId,
      purpose: a.purpose,
      customerId: a.customerId,
      sessionId: a.sessionId ?? null,
      sentTo: a.sentTo,
      otpHash: hash(stored, salt),
      salt,
      now: a.now,
      expiresAt,
    });
    countSend(db, a.sentTo, channel, a.now);
    return { ok: true, transactionId, expiresInSeconds };
  }

  const row = otpByTransaction(db, a.transactionId);
  // A resend must stay with the same person and flow, and a finished or locked one cannot be reopened.
  if (!row || row.purpose !== a.purpose || row.customer_id !== a.customerId || row.state !== 'active') {
    return fail(CODES.BAD_REQUEST, OTP_MESSAGES.restart);
  }
  if (row.resends >= OTP_MAX_RESENDS) return fail(CODES.TOO_MANY, OTP_MESSAGES.maxResends);
  if (a.now - row.sent_at < OTP_RESEND_SECONDS * 1000) {
    return fail(CODES.TOO_MANY, OTP_MESSAGES.wait);
  }
  replaceOtpCode(db, row.id, { otpHash: hash(stored, salt), salt, sentTo: a.sentTo, now: a.now, expiresAt });
  countSend(db, a.sentTo, channel, a.now);
  return { ok: true, transactionId: a.transactionId, expiresInSeconds };
}

/** Checks a code; a correct one is consumed so it works exactly once. */
export function checkOtp(
  db: Db,
  a: { purpose: string; transactionId: string; otp: string; now: number },
): { ok: true; customerId: number } | Failure {
  const row = otpByTransaction(db, a.transactionId);
  if (!row || row.purpose !== a.purpose || row.state === 'used') {
    return fail(CODES.BAD_REQUEST, OTP_MESSAGES.invalid);
  }
  // A locked number verifies nothing, not even the right code.
  const refused = lockout(db, row.sent_to, a.now);
  if (refused) return refused;
  if (row.state === 'locked') return fail(CODES.TOO_MANY, OTP_MESSAGES.locked);
  if (a.now >= row.expires_at) return fail(CODES.BAD_REQUEST, OTP_MESSAGES.expired);

  const given = Buffer.from(hash(a.otp, row.salt), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.otp_hash, 'hex'))) {
    const tries = row.wrong_tries + 1;
    const number = wrongOtp(db, row.sent_to, a.now);
    const locked = tries >= OTP_MAX_WRONG_TRIES || 'locked' in number;
    setWrongTries(db, row.id, tries, locked ? 'locked' : 'active');
    if ('locked' in number) return number.locked;
    if (locked) return fail(CODES.TOO_MANY, OTP_MESSAGES.locked);
    // The count is this OTP's own tries, so a new OTP never starts near zero; when the number's
    // lock (wrong OTPs in its other transactions) comes first, that is what the customer is told.
    const left = OTP_MAX_WRONG_TRIES - tries;
    const message = number.left < left ? OTP_MESSAGES.numberLockNear(number.left) : OTP_MESSAGES.wrong(left);
    return fail(CODES.BAD_REQUEST, message);
  }
  // The state guard makes consumption atomic even if two validations race. A login for no customer
  // cannot get here (no code matches its hash); the check is for the type.
  if (row.customer_id === null || !markOtpUsed(db, row.id)) return fail(CODES.BAD_REQUEST, OTP_MESSAGES.invalid);
  rightOtp(db, row.sent_to);
  return { ok: true, customerId: row.customer_id };
}

/** '9876543210' → '9876XXXX10' (SPEC §9: first 4 and last 2 shown). */
export const maskMobile = (mobile: string) =>
  mobile.length <= 6 ? mobile : `${mobile.slice(0, 4)}${'X'.repeat(mobile.length - 6)}${mobile.slice(-2)}`;
