import type { z } from 'zod';
import { CODES, contact } from '@portal/contracts';
import { OTP_RESEND_SECONDS } from '@portal/contracts/constants';
import { BANK_ACCOUNT_SUBJECT } from '../domain/bank-account';
import { raiseChangeRequest } from '../domain/change-requests';
import { fail } from '../domain/failure';
import { maskMobile } from '../domain/otp';
import { liveProfileToken, resendProfileOtp, sendProfileOtp, verifyProfileOtp, withProfileToken } from '../domain/profile-otp';
import { NOMINEE_SUBJECT } from '../domain/nominee-rules';
import { checkEmail, checkMobile, PROFILE_MESSAGES } from '../domain/profile-rules';
import { EMAIL_SUBJECT, MOBILE_SUBJECT } from '../domain/request-subjects';
import { duplicateOf } from '../domain/service-requests';
import { SR_TOKEN_INVALID } from '../domain/sr-tokens';
import { otherCustomerWithMobile } from '../store/customer-changes';
import { customerById } from '../store/customers';
import { ownedPolicy } from '../store/policies';
import { notFound } from './policy';
import { type AuthedCtx, authedRoute, ok } from './route';

/**
 * contact/details/otp and its validation, update/email and update/mobile.
 * The OTP call refuses a duplicate request before any OTP is sent; the
 * updates check the SPEC §5 rules, then the token, then the duplicate rule,
 * and raise a request the back office approves.
 */
export { EMAIL_SUBJECT, MOBILE_SUBJECT };
const invalid = () => fail(CODES.BAD_REQUEST, PROFILE_MESSAGES.invalid);
type OtpType = contact.ContactOtpType;
const scopeOf = (ctx: AuthedCtx, type: OtpType, policyId: number | null = null, newMobile: string | null = null) => ({
  customerId: ctx.session.customerId,
  type,
  policyId,
  newMobile,
});

type OtpReq = z.output<typeof contact.contactOtp.request>;

function firstOtp(req: OtpReq, ctx: AuthedCtx) {
  const { db, session, now } = ctx;
  const me = customerById(db, session.customerId);
  const send = (scope: ReturnType<typeof scopeOf>, sentTo: string, parentTokenId: number | null = null) =>
    sendProfileOtp(db, { scope, sentTo, parentTokenId, sessionId: session.sessionId, now });
  const dup = (subject: string, policyId: number | null = null) => duplicateOf(db, { customerId: me.id, policyId, subject });

  if (req.srRequestType === 'BANK_ACCOUNT_UPDATE') {
    return dup(BANK_ACCOUNT_SUBJECT) ?? send(scopeOf(ctx, 'BANK_ACCOUNT_UPDATE'), me.mobile);
  }
  if (req.srRequestType === 'EMAIL_UPDATE') return dup(EMAIL_SUBJECT) ?? send(scopeOf(ctx, 'EMAIL_UPDATE'), me.mobile);
  if (req.srRequestType === 'NOMINEE_CHANGE') {
    const policy = ownedPolicy(db, me.id, req.policyNumber ?? '');
    if (!policy) return notFound();
    return dup(NOMINEE_SUBJECT, policy.id) ?? send(scopeOf(ctx, 'NOMINEE_CHANGE', policy.id), me.mobile);
  }
  if (req.newMobile === undefined) return dup(MOBILE_SUBJECT) ?? send(scopeOf(ctx, 'MOBILE_UPDATE'), me.mobile);
  // The second OTP of a mobile change: to the new number, only after the registered one proved the customer.
  const parent = liveProfileToken(db, req.srRequestToken ?? '', scopeOf(ctx, 'MOBILE_UPDATE'), now);
  if (parent === null) return fail(CODES.BAD_REQUEST, SR_TOKEN_INVALID);
  const mobile = checkMobile(req.newMobile, me.mobile);
  if (!mobile.ok) return mobile;
  if (otherCustomerWithMobile(db, me.id, mobile.value)) return fail(CODES.BAD_REQUEST, PROFILE_MESSAGES.mobileTaken);
  return dup(MOBILE_SUBJECT) ?? send(scopeOf(ctx, 'MOBILE_UPDATE', null, mobile.value), mobile.value, parent);
}

export const contactRoutes = [
  authedRoute(contact.contactOtp, (req, ctx) => {
    if (req.clientId !== ctx.session.clientId) return invalid();
    const { db, session, now } = ctx;
    return db.transaction(() => {
      const issued = req.transactionId
        ? resendProfileOtp(db, {
            customerId: session.customerId,
            type: req.srRequestType,
            transactionId: req.transactionId,
            registeredMobile: customerById(db, session.customerId).mobile,
            now,
          })
        : firstOtp(req, ctx);
      if (!issued.ok) return issued;
      return ok(
        {
          transactionId: issued.transactionId,
          maskedMobile: maskMobile(issued.sentTo),
          resendAfterSeconds: OTP_RESEND_SECONDS,
          expiresInSeconds: issued.expiresInSeconds,
        },
        'OTP generated succesfully',
      );
    })();
  }),

  authedRoute(contact.validateContactOtp, (req, ctx) => {
    if (req.clientId !== ctx.session.clientId) return invalid();
    const { db, session, now } = ctx;
    const checked = db.transaction(() =>
      verifyProfileOtp(db, {
        customerId: session.customerId,
        type: req.srRequestType,
        transactionId: req.transactionId,
        otp: req.otp,
        now,
      }),
    )();
    return checked.ok ? ok({ srRequestToken: checked.token }) : checked;
  }),

  authedRoute(contact.updateEmail, (req, ctx) => {
    const { db, session, now } = ctx;
    const me = customerById(db, session.customerId);
    const email = checkEmail(req.emailId, req.emailType === 'Primary' ? me.email : me.alternate_email);
    if (!email.ok) return email;
    const raised = withProfileToken(db, { token: req.srRequestToken, scope: scopeOf(ctx, 'EMAIL_UPDATE'), now }, () =>
      raiseChangeRequest(db, {
        customerId: me.id,
        policyId: null,
        subject: EMAIL_SUBJECT,
        description: `${req.emailType} email to ${email.value}`,
        change: { kind: 'EMAIL', payload: { emailType: req.emailType, emailId: email.value } },
        now,
      }),
    );
    return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
  }),

  authedRoute(contact.updateMobile, (req, ctx) => {
    if (req.clientId !== ctx.session.clientId) return invalid();
    const { db, session, now } = ctx;
    const me = customerById(db, session.customerId);
    const mobile = checkMobile(req.mobileNo, me.mobile);
    if (!mobile.ok) return mobile;
    if (otherCustomerWithMobile(db, me.id, mobile.value)) return fail(CODES.BAD_REQUEST, PROFILE_MESSAGES.mobileTaken);
    const scope = scopeOf(ctx, 'MOBILE_UPDATE', null, mobile.value);
    const raised = withProfileToken(db, { token: req.srRequestToken, scope, now }, () =>
      raiseChangeRequest(db, {
        customerId: me.id,
        policyId: null,
        subject: MOBILE_SUBJECT,
        description: `Mobile number to ${mobile.value}`,
        change: { kind: 'MOBILE', payload: { mobile: mobile.value } },
        now,
      }),
    );
    return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
  }),
];
