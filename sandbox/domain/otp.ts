import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_MAX_RESENDS, OTP_MAX_WRONG_TRIES, OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@portal/contracts/constants';
import { CODES } from '@portal/contracts';
import type { Db } from '../store/db';

/**
 * One-time passwords for any flow (login now; contact update and fund switch
 * later), keyed by a transaction id. Only a salted hash is stored, so a copy
 * of the database does not reveal live codes; the outbox is the one place a
 * code is readable, as an SMS gateway's log would be.
 */
export type Failure = { ok: false; code: number; message: string };

export const OTP_MESSAGES = {
  wait: 'Please wait before requesting a new OTP.',
  maxResends: 'You have reached the maximum number of OTP requests. Please try again later.',
  locked: 'Too many incorrect attempts. Please request a new OTP.',
  expired: 'OTP has expired. Please request a new OTP.',
  invalid: 'This OTP is no longer valid. Please request a new OTP.',
  restart: 'This OTP request is no longer valid. Please start again.',
  wrong: (left: number) => `Incorrect OTP. You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
} as const;

interface OtpRow {
  id: number;
  customer_id: number;
  purpose: string;
  otp_hash: string;
  salt: string;
  sent_at: number;
  expires_at: number;
  wrong_tries: number;
  resends: number;
  state: 'active' | 'used' | 'locked';
}

const hash = (otp: string, salt: string) => createHash('sha256').update(`${salt}:${otp}`).digest('hex');
const newCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

export interface Issued {
  ok: true;
  transactionId: string;
  otp: string;
  expiresInSeconds: number;
}

/** A fresh OTP, or, with `transactionId`, a resend within that transaction. */
export function issueOtp(
  db: Db,
  a: { purpose: string; customerId: number; sentTo: string; now: number; transactionId?: string; sessionId?: string },
): Issued | Failure {
  const otp = newCode();
  const salt = randomBytes(16).toString('hex');
  const expiresAt = a.now + OTP_VALID_MINUTES * 60_000;
  const expiresInSeconds = OTP_VALID_MINUTES * 60;

  if (a.transactionId === undefined) {
    const transactionId = randomUUID();
    db.prepare(`INSERT INTO otps (transaction_id, purpose, customer_id, session_id, sent_to, otp_hash, salt,
      created_at, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
      transactionId, a.purpose, a.customerId, a.sessionId ?? null, a.sentTo, hash(otp, salt), salt,
      a.now, a.now, expiresAt,
    );
    return { ok: true, transactionId, otp, expiresInSeconds };
  }

  const row = db.prepare('SELECT * FROM otps WHERE transaction_id = ?').get(a.transactionId) as OtpRow | undefined;
  // A resend must stay with the same person and flow, and a finished login cannot be reopened.
  if (!row || row.purpose !== a.purpose || row.customer_id !== a.customerId || row.state === 'used') {
    return { ok: false, code: CODES.BAD_REQUEST, message: OTP_MESSAGES.restart };
  }
  if (row.resends >= OTP_MAX_RESENDS) return { ok: false, code: CODES.TOO_MANY, message: OTP_MESSAGES.maxResends };
  if (a.now - row.sent_at < OTP_RESEND_SECONDS * 1000) {
    return { ok: false, code: CODES.TOO_MANY, message: OTP_MESSAGES.wait };
  }
  db.prepare(`UPDATE otps SET otp_hash = ?, salt = ?, sent_to = ?, sent_at = ?, expires_at = ?,
    wrong_tries = 0, resends = resends + 1, state = 'active' WHERE id = ?`).run(
    hash(otp, salt), salt, a.sentTo, a.now, expiresAt, row.id,
  );
  return { ok: true, transactionId: a.transactionId, otp, expiresInSeconds };
}

/** Checks a code; a correct one is consumed so it works exactly once. */
export function checkOtp(
  db: Db,
  a: { purpose: string; transactionId: string; otp: string; now: number },
): { ok: true; customerId: number } | Failure {
  const row = db.prepare('SELECT * FROM otps WHERE transaction_id = ?').get(a.transactionId) as OtpRow | undefined;
  if (!row || row.purpose !== a.purpose || row.state === 'used') {
    return { ok: false, code: CODES.BAD_REQUEST, message: OTP_MESSAGES.invalid };
  }
  if (row.state === 'locked') return { ok: false, code: CODES.TOO_MANY, message: OTP_MESSAGES.locked };
  if (a.now >= row.expires_at) return { ok: false, code: CODES.BAD_REQUEST, message: OTP_MESSAGES.expired };

  const given = Buffer.from(hash(a.otp, row.salt), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.otp_hash, 'hex'))) {
    const tries = row.wrong_tries + 1;
    const locked = tries >= OTP_MAX_WRONG_TRIES;
    db.prepare('UPDATE otps SET wrong_tries = ?, state = ? WHERE id = ?')
      .run(tries, locked ? 'locked' : 'active', row.id);
    return locked
      ? { ok: false, code: CODES.TOO_MANY, message: OTP_MESSAGES.locked }
      : { ok: false, code: CODES.BAD_REQUEST, message: OTP_MESSAGES.wrong(OTP_MAX_WRONG_TRIES - tries) };
  }
  // The state guard makes consumption atomic even if two validations race.
  const used = db.prepare("UPDATE otps SET state = 'used' WHERE id = ? AND state = 'active'").run(row.id);
  if (used.changes !== 1) return { ok: false, code: CODES.BAD_REQUEST, message: OTP_MESSAGES.invalid };
  return { ok: true, customerId: row.customer_id };
}

/** '9876543210' → '9876XXXX10' (SPEC §9: first 4 and last 2 shown). */
export const maskMobile = (mobile: string) =>
  mobile.length <= 6 ? mobile : `${mobile.slice(0, 4)}${'X'.repeat(mobile.length - 6)}${mobile.slice(-2)}`;
