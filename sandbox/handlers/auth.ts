import { OTP_RESEND_SECONDS } from '@portal/contracts/constants';
import { CODES, user } from '@portal/contracts';
import { fail } from '../domain/failure';
import { loginTarget } from '../domain/login-targets';
import { checkOtp, issueOtp, issueUnsentOtp, maskMobile, otpSms } from '../domain/otp';
import { allowFromAddress } from '../domain/otp-limits';
import { sendSms } from '../domain/outbox';
import { startSession } from '../domain/sessions';
import { customerById } from '../store/customers';
import { revokeSession } from '../store/sessions';
import { authedRoute, ok, publicRoute } from './route';

export const AUTH_MESSAGES = {
  captcha: 'Captcha verification failed. Please try again.',
} as const;

export const authRoutes = [
  publicRoute(user.verifyRecaptcha, (req, ctx) =>
    req.token === ctx.settings.captchaToken ? ok({ verified: true }) : fail(CODES.BAD_REQUEST, AUTH_MESSAGES.captcha),
  ),

  publicRoute(user.generateLoginOtp, (req, ctx) => {
    // A resend continues a transaction whose captcha was already passed.
    if (!req.transactionId && req.captchaToken !== ctx.settings.captchaToken) {
      return fail(CODES.BAD_REQUEST, AUTH_MESSAGES.captcha);
    }
    // Counted before the login id is looked up, so probing for registered numbers is throttled too.
    const throttled = req.clientIp ? allowFromAddress(ctx.db, req.clientIp, 'send', ctx.now) : null;
    if (throttled) return throttled;
    // A login id that is no customer's is answered alike, only nothing is sent (domain/login-targets.ts).
    const target = loginTarget(ctx.db, req.loginId);

    return ctx.db.transaction(() => {
      const a = {
        purpose: 'login',
        sentTo: target.mobile,
        now: ctx.now,
        ...(req.transactionId ? { transactionId: req.transactionId } : {}),
      };
      const issued =
        target.customerId === null ? issueUnsentOtp(ctx.db, a) : issueOtp(ctx.db, { ...a, customerId: target.customerId });
      if (!issued.ok) return issued;
      // Before sign-in the page's language is the one the customer reads (their profile's may be older).
      const text = issued.otp === undefined ? '' : otpSms(ctx.language, 'sms.loginOtp', { otp: issued.otp });
      if (issued.otp !== undefined) sendSms(ctx.db, target.mobile, text, ctx.now, issued.otp);
      return ok({
        transactionId: issued.transactionId,
        maskedMobile: maskMobile(target.mobile),
        resendAfterSeconds: OTP_RESEND_SECONDS,
        expiresInSeconds: issued.expiresInSeconds,
      });
    })();
  }),

  publicRoute(user.validateLoginOtp, (req, ctx) =>
    ctx.db.transaction(() => {
      const throttled = req.clientIp ? allowFromAddress(ctx.db, req.clientIp, 'verify', ctx.now) : null;
      if (throttled) return throttled;
      const checked = checkOtp(ctx.db, { purpose: 'login', ...req, now: ctx.now });
      if (!checked.ok) return checked;
      const a = { now: ctx.now, ttlMs: ctx.settings.tokenTtlMs, source: ctx.source };
      const preferredLanguage = customerById(ctx.db, checked.customerId).preferred_language;
      return ok({ ...startSession(ctx.db, checked.customerId, a), preferredLanguage });
    })(),
  ),

  authedRoute(user.logout, (_req, ctx) => {
    revokeSession(ctx.db, ctx.session.sessionId, ctx.now);
    return ok(null);
  }),
];
