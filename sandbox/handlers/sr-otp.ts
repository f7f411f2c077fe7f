import { OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@portal/contracts/constants';
import { CODES, funds } from '@portal/contracts';
import type { Db } from '../store/db';
import { checkOtp, issueOtp, maskMobile, OTP_MESSAGES } from '../domain/otp';
import { sendSms } from '../domain/outbox';
import { contactOf } from '../domain/receipts';
import { authedRoute, fail, ok } from './route';
import { issueSrToken, type SrRequestType } from '../domain/sr-tokens';
import { invalid, policyFor } from './funds';

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
};
const otpSms = (type: SrRequestType, policyNo: string, otp: string) =>
  `Your OTP for the ${WHAT[type]} request on policy ${policyNo} is ${otp}. ` +
  `It is valid for ${OTP_VALID_MINUTES} minutes. Do not share it with anyone.`;

interface Binding {
  policy_id: number;
  request_type: SrRequestType;
  customer_id: number;
}
const bindingOf = (db: Db, transactionId: string) =>
  db
    .prepare(`SELECT s.policy_id, s.request_type, o.customer_id FROM sr_otps s
      JOIN otps o ON o.transaction_id = s.transaction_id WHERE s.transaction_id = ?`)
    .get(transactionId) as Binding | undefined;

export const srOtpRoutes = [
  authedRoute(funds.generateSrOtp, (req, ctx) => {
    const p = policyFor(req, ctx, req.srRequestType);
    if (!p.ok) return p;
    const { db, session, now } = ctx;
    return db.transaction(() => {
      if (req.transactionId) {
        const b = bindingOf(db, req.transactionId);
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
        db.prepare('INSERT INTO sr_otps (transaction_id, policy_id, request_type) VALUES (?, ?, ?)').run(
          issued.transactionId, p.policy.id, req.srRequestType,
        );
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
      const b = bindingOf(db, req.transactionId);
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
