import { OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@portal/contracts/constants';
import { CODES, funds } from '@portal/contracts';
import { fail } from '../domain/failure';
import { checkOtp, issueOtp, maskMobile, OTP_MESSAGES } from '../domain/otp';
import { sendSms } from '../domain/outbox';
import { issueSrToken } from '../domain/sr-tokens';
import { contactOf } from '../store/customers';
import { bindSrOtp, srOtpBinding, type SrRequestType } from '../store/sr-otps';
import { invalid, policyFor } from './funds';
import { authedRoute, ok } from './route';

/**
 * The OTP that confirms a fund switch or premium redirection. It follows the
 * login OTP's rules (otp.ts: length, validity, wrong tries, resend wait and
 * cap, messages) and is bound to one customer, policy and request type: a
 * resend cannot move it to another policy, and its srRequestToken is good
 * only for that policy and type.
 */
const purpose = (type: SrRequestType) => `sr:${type}`;
const WHAT: Record<SrRequestType, string> = {
  FUND_SWITCH: 'fund switch',
  PREMIUM_REDIRECTION: 'premium redirection',
  POLICY_LOAN: 'policy loan',
  MANDATE_PAUSE: 'auto pay pause',
  MANDATE_CANCEL: 'auto pay cancellation',
};
const ULIP_TYPES: readonly SrRequestType[] = ['FUND_SWITCH', 'PREMIUM_REDIRECTION'];
const otpSms = (type: SrRequestType, policyNo: string, otp: string) =>
  `Your OTP for the ${WHAT[type]} request on policy ${policyNo} is ${otp}. ` +
  `It is valid for ${OTP_VALID_MINUTES} minutes. Do not share it with anyone.`;

export const srOtpRoutes = [
  authedRoute(funds.generateSrOtp, (req, ctx) => {
    // Issue 10's types are answered once their flows land in the core.
    if (!ULIP_TYPES.includes(req.srRequestType)) return invalid();
    const p = policyFor(req, ctx, req.srRequestType);
    if (!p.ok) return p;
    const { db, session, now } = ctx;
    return db.transaction(() => {
      if (req.transactionId) {
        const b = srOtpBinding(db, req.transactionId);
        if (!b || b.policy_id !== p.policy.id || b.request_type !== req.srRequestType) {
          return fail(CODES.BAD_REQUEST, OTP_MESSAGES.restart);
        }
      }
      const { mobile } = contactOf(db, session.customerId);
      const issued = issueOtp(db, {
        purpose: purpose(req.srRequestType),
        customerId: session.customerId,
        sentTo: mobile,
        now,
        sessionId: session.sessionId,
        ...(req.transactionId ? { transactionId: req.transactionId } : {}),
      });
      if (!issued.ok) return issued;
      if (!req.transactionId) {
        bindSrOtp(db, issued.transactionId, p.policy.id, req.srRequestType);
      }
      sendSms(db, mobile, otpSms(req.srRequestType, p.policy.policy_no, issued.otp), now, issued.otp);
      return ok({
        transactionId: issued.transactionId,
        maskedMobile: maskMobile(mobile),
        resendAfterSeconds: OTP_RESEND_SECONDS,
        expiresInSeconds: issued.expiresInSeconds,
      });
    })();
  }),

  authedRoute(funds.validateSrOtp, (req, ctx) => {
    if (req.clientId !== ctx.session.clientId) return invalid();
    const { db, session, now } = ctx;
    return db.transaction(() => {
      // Another customer's transaction reads as unknown and costs its owner no try.
      const b = srOtpBinding(db, req.transactionId);
      if (!b || b.customer_id !== session.customerId || b.request_type !== req.srRequestType) {
        return fail(CODES.BAD_REQUEST, OTP_MESSAGES.invalid);
      }
      const { transactionId, otp } = req;
      const checked = checkOtp(db, { purpose: purpose(req.srRequestType), transactionId, otp, now });
      if (!checked.ok) return checked;
      const srRequestToken = issueSrToken(db, {
        customerId: session.customerId, policyId: b.policy_id, type: b.request_type, otpTransactionId: transactionId,
        now,
      });
      return ok({ srRequestToken });
    })();
  }),
];
