import { OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@portal/contracts/constants';
import { CODES, user } from '@portal/contracts';
import type { Db } from '../store/db';
import { sendSms } from '../domain/outbox';
import { checkOtp, issueOtp, maskMobile } from '../domain/otp';
import { authedRoute, fail, ok, publicRoute } from './route';
import { issueSession, revokeSession } from '../domain/sessions';

export const AUTH_MESSAGES = {
  captcha: 'Captcha verification failed. Please try again.',
  unknownLogin:
    'We could not find a policy or mobile number matching these details. Please check and try again.',
} as const;

const loginSms = (otp: string) =>
  `Your OTP for login to the customer portal is ${otp}. It is valid for ${OTP_VALID_MINUTES} minutes. ` +
  'Do not share it with anyone.';

/** A login id is the registered mobile (10 digits) or any policy number (8 digits) the customer owns. */
function findLoginCustomer(db: Db, loginId: string): { id: number; mobile: string } | undefined {
  const sql =
    loginId.length === 8
      ? 'SELECT c.id, c.mobile FROM customers c JOIN policies p ON p.owner_id = c.id WHERE p.policy_no = ?'
      : 'SELECT id, mobile FROM customers WHERE mobile = ?';
  return db.prepare(sql).get(loginId) as { id: number; mobile: string } | undefined;
}

/** A logged-in session, as after an OTP login: also what the host app's hand-off yields. */
export function startSession(db: Db, customerId: number, a: { now: number; ttlMs: number; source: string }) {
  const tokens = issueSession(db, customerId, a);
  // 'Last login' on the profile is read from this history.
  db.prepare('INSERT INTO logins (customer_id, session_id, at) VALUES (?, ?, ?)')
    .run(customerId, tokens.sessionId, a.now);
  const { client_id } = db.prepare('SELECT client_id FROM customers WHERE id = ?').get(customerId) as {
    client_id: string;
  };
  return { ...tokens, clientId: client_id };
}

export const authRoutes = [
  publicRoute(user.verifyRecaptcha, (req, ctx) =>
    req.token === ctx.settings.captchaToken
      ? ok({ verified: true })
      : fail(CODES.BAD_REQUEST, AUTH_MESSAGES.captcha),
  ),

  publicRoute(user.generateLoginOtp, (req, ctx) => {
    // A resend continues a transaction whose captcha was already passed.
    if (!req.transactionId && req.captchaToken !== ctx.settings.captchaToken) {
      return fail(CODES.BAD_REQUEST, AUTH_MESSAGES.captcha);
    }
    const customer = findLoginCustomer(ctx.db, req.loginId);
    if (!customer) return fail(CODES.NOT_FOUND, AUTH_MESSAGES.unknownLogin);

    return ctx.db.transaction(() => {
      const issued = issueOtp(ctx.db, {
        purpose: 'login',
        customerId: customer.id,
        sentTo: customer.mobile,
        now: ctx.now,
        ...(req.transactionId ? { transactionId: req.transactionId } : {}),
      });
      if (!issued.ok) return issued;
      sendSms(ctx.db, customer.mobile, loginSms(issued.otp), ctx.now, issued.otp);
      return ok({
        transactionId: issued.transactionId,
        maskedMobile: maskMobile(customer.mobile),
        resendAfterSeconds: OTP_RESEND_SECONDS,
        expiresInSeconds: issued.expiresInSeconds,
      });
    })();
  }),

  publicRoute(user.validateLoginOtp, (req, ctx) =>
    ctx.db.transaction(() => {
      const checked = checkOtp(ctx.db, { purpose: 'login', ...req, now: ctx.now });
      if (!checked.ok) return checked;
      const a = { now: ctx.now, ttlMs: ctx.settings.tokenTtlMs, source: ctx.source };
      return ok(startSession(ctx.db, checked.customerId, a));
    })(),
  ),

  authedRoute(user.logout, (_req, ctx) => {
    revokeSession(ctx.db, ctx.session.sessionId, ctx.now);
    return ok(null);
  }),
];
