import { OTP_RESEND_SECONDS } from '@portal/contracts/constants';
import { withdrawalBlock } from '../domain/ulip-withdrawal';
import { CODES, funds, policyServices } from '@portal/contracts';
import { fail, type Failure } from '../domain/failure';
import { MANDATE_MESSAGES, mandateStatus } from '../domain/mandate-servicing';
import { loanDuplicate } from '../domain/policy-services';
import { loanQuote } from '../domain/policy-values';
import { istToday } from '../store/calendar';
import { registeredMandatesOf } from '../store/enach';
import type { PolicyRow } from '../store/policies';
import type { Language } from '@portal/contracts/language';
import { type MessageKey, say } from '../domain/messages';
import { checkOtp, issueOtp, maskMobile, OTP_MESSAGES, otpSms } from '../domain/otp';
import { sendSms } from '../domain/outbox';
import { issueSrToken } from '../domain/sr-tokens';
import { contactOf } from '../store/customers';
import { bindSrOtp, srOtpBinding, type SrRequestType } from '../store/sr-otps';
import { invalid, policyFor } from './funds';
import { callerPolicy, isFailure } from './policy-services';
import { type AuthedCtx, authedRoute, ok } from './route';
import { premiumsPaidPaise } from '../domain/ledger';

/**
 * The OTP that confirms a fund switch, a premium redirection, a policy loan, or pausing or
 * cancelling an auto-pay mandate (named by its policy). It follows the
 * login OTP's rules (otp.ts: length, validity, wrong tries, resend wait and
 * cap, messages) and is bound to one customer, policy and request type: a
 * resend cannot move it to another policy, and its srRequestToken is good
 * only for that policy and type.
 */
const purpose = (type: SrRequestType) => `sr:${type}`;
const WHAT: Record<SrRequestType, MessageKey> = {
  FUND_SWITCH: 'parts.fundSwitch',
  PREMIUM_REDIRECTION: 'parts.premiumRedirection',
  POLICY_LOAN: 'parts.policyLoan',
  MANDATE_PAUSE: 'parts.autoPayPause',
  MANDATE_CANCEL: 'parts.autoPayCancellation',
  PARTIAL_WITHDRAWAL: 'parts.partialWithdrawal',
};
const ULIP_TYPES: readonly SrRequestType[] = ['FUND_SWITCH', 'PREMIUM_REDIRECTION'];
const requestOtpSms = (language: Language, type: SrRequestType, policyNo: string, otp: string) =>
  otpSms(language, 'sms.requestOtp', { what: say(language, WHAT[type]), policyNo, otp });

/**
 * The policy an OTP is asked for, once the request it confirms could go through: the same
 * eligibility as the request itself, and a duplicate loan refused before any OTP is sent.
 */
function srPolicy(
  req: { clientId: string; policyNumber: string; srRequestType: SrRequestType },
  ctx: AuthedCtx,
): { ok: true; policy: PolicyRow } | Failure {
  const type = req.srRequestType;
  if (ULIP_TYPES.includes(type)) return policyFor(req, ctx, type);
  const policy = callerPolicy(req, ctx);
  if (isFailure(policy)) return policy;
  const { db, session, now } = ctx;
  if (type === 'PARTIAL_WITHDRAWAL') {
    const blocked = withdrawalBlock(db, policy, now);
    return blocked ? fail(CODES.BAD_REQUEST, blocked) : { ok: true, policy };
  }
  if (type === 'POLICY_LOAN') {
    const quote = loanQuote(policy, istToday(now), premiumsPaidPaise(db, policy.id));
    if (!quote.eligible) return fail(CODES.BAD_REQUEST, quote.reason ?? policyServices.LOAN_MESSAGES.notEligible);
    return loanDuplicate(db, session.customerId, policy) ?? { ok: true, policy };
  }
  // A pause or cancellation: the policy's live mandate (a pause needs it Active).
  const live = registeredMandatesOf(db, session.customerId).find((m) => m.policy_id === policy.id && m.cancelled_at === null);
  if (!live) return fail(CODES.NOT_FOUND, MANDATE_MESSAGES.notFound);
  if (type === 'MANDATE_PAUSE' && mandateStatus(live, istToday(now)) === 'Paused') {
    return fail(CODES.BAD_REQUEST, MANDATE_MESSAGES.alreadyPaused);
  }
  return { ok: true, policy };
}

export const srOtpRoutes = [
  authedRoute(funds.generateSrOtp, (req, ctx) => {
    const p = srPolicy(req, ctx);
    if (!p.ok) return p;
    const { db, session, now } = ctx;
    return db.transaction(() => {
      if (req.transactionId) {
        const b = srOtpBinding(db, req.transactionId);
        if (!b || b.policy_id !== p.policy.id || b.request_type !== req.srRequestType) {
          return fail(CODES.BAD_REQUEST, OTP_MESSAGES.restart);
        }
      }
      const { mobile, language } = contactOf(db, session.customerId);
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
      sendSms(db, mobile, requestOtpSms(language, req.srRequestType, p.policy.policy_no, issued.otp), now, issued.otp);
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
        customerId: session.customerId,
        policyId: b.policy_id,
        type: b.request_type,
        otpTransactionId: transactionId,
        now,
      });
      return ok({ srRequestToken });
    })();
  }),
];
