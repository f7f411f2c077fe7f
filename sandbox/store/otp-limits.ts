import type { Db } from './db';

/** otp_events (what the OTP throttle counts) and otp_lockouts (numbers locked after wrong OTPs). */
export type LimitScope = 'mobile' | 'address';
/** 'send': a login OTP sent to a number, or an OTP request from an address; 'service-send': any other OTP sent to a number. */
export type LimitEvent = 'send' | 'service-send' | 'wrong' | 'verify';

export const recordOtpEvent = (db: Db, scope: LimitScope, subject: string, kind: LimitEvent, at: number) =>
  db.prepare('INSERT INTO otp_events (scope, subject, kind, at) VALUES (?, ?, ?, ?)').run(scope, subject, kind, at);

/** When each counted event after `since` happened, oldest first. */
export const otpEventTimes = (db: Db, scope: LimitScope, subject: string, kind: LimitEvent, since: number) =>
  (
    db
      .prepare('SELECT at FROM otp_events WHERE scope = ? AND subject = ? AND kind = ? AND at > ? ORDER BY at, id')
      .all(scope, subject, kind, since) as Array<{ at: number }>
  ).map((r) => r.at);

export const forgetOtpEvents = (db: Db, scope: LimitScope, subject: string, kind: LimitEvent) =>
  db.prepare('DELETE FROM otp_events WHERE scope = ? AND subject = ? AND kind = ?').run(scope, subject, kind);

/** Drops events too old to count for anything. */
export const pruneOtpEvents = (db: Db, before: number) => db.prepare('DELETE FROM otp_events WHERE at <= ?').run(before);

export const lockedUntil = (db: Db, mobile: string) =>
  (db.prepare('SELECT locked_until FROM otp_lockouts WHERE mobile = ?').get(mobile) as { locked_until: number } | undefined)
    ?.locked_until;

export const lockMobile = (db: Db, mobile: string, until: number) =>
  db
    .prepare(
      `INSERT INTO otp_lockouts (mobile, locked_until) VALUES (?, ?)
    ON CONFLICT (mobile) DO UPDATE SET locked_until = excluded.locked_until`,
    )
    .run(mobile, until);

/** Forgets everything counted against a number and an address; with neither, against everyone. */
export function clearOtpLimits(db: Db, a: { mobile?: string; clientIp?: string }): void {
  db.transaction(() => {
    if (a.mobile === undefined && a.clientIp === undefined) {
      db.prepare('DELETE FROM otp_events').run();
      db.prepare('DELETE FROM otp_lockouts').run();
      return;
    }
    if (a.mobile !== undefined) {
      db.prepare("DELETE FROM otp_events WHERE scope = 'mobile' AND subject = ?").run(a.mobile);
      db.prepare('DELETE FROM otp_lockouts WHERE mobile = ?').run(a.mobile);
    }
    if (a.clientIp !== undefined) db.prepare("DELETE FROM otp_events WHERE scope = 'address' AND subject = ?").run(a.clientIp);
  })();
}
