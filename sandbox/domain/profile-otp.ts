import { createHash } from 'node:crypto';
import { CODES } from '@portal/contracts';
import type { Db } from '../store/db';
import { randomToken } from '../store/ids';
import { contactOf } from '../store/customers';
import { policyById } from '../store/policies';
import {
  bindProfileOtp,
  consumeProfileToken,
  insertProfileToken,
  liveProfileTokenId,
  profileOtpBinding,
  type ProfileOtpType,
  type ProfileScope,
  profileTokenIsLive,
} from '../store/profile-otps';
import { fail, type Failure } from './failure';
import { checkOtp, type Issued, issueOtp, OTP_MESSAGES, otpSms } from './otp';
import { sendSms } from './outbox';
import { SR_TOKEN_INVALID, SR_TOKEN_TTL_MS } from './sr-tokens';

/**
 * The OTP that confirms a profile change (contact/details/otp): the login
 * OTP's rules and limits (otp.ts, otp-limits.ts), bound to one customer and
 * one change (and for a nominee change one policy, for a new mobile number
 * that number). A verified OTP buys a token like the service-request one:
 * single use, for that scope, 10 minutes. The second OTP of a mobile change
 * goes to the new number and needs the live token of the first, which it
 * spends when verified, so the final token proves both numbers.
 */
const purpose = (type: ProfileOtpType) => `profile:${type}`;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');
/** The SMS in the customer's language (the new number is theirs too). */
function smsText(db: Db, scope: ProfileScope, otp: string, policyNo: string | null): string {
  const language = contactOf(db, scope.customerId).language;
  if (scope.type === 'EMAIL_UPDATE') return otpSms(language, 'sms.emailOtp', { otp });
  if (scope.type === 'BANK_ACCOUNT_UPDATE') return otpSms(language, 'bankAccount.otpSms', { otp });
  if (scope.type === 'NOMINEE_CHANGE') return otpSms(language, 'sms.nomineeOtp', { otp, policyNo: policyNo ?? '' });
  return otpSms(language, scope.newMobile === null ? 'sms.mobileOtp' : 'sms.newMobileOtp', { otp });
}

/** An OTP sent, and the number it went to. */
export type Sent = Issued & { sentTo: string };

/** A first OTP for `scope`, sent to `sentTo` (the registered mobile, or the new one). */
export function sendProfileOtp(
  db: Db,
  a: { scope: ProfileScope; sentTo: string; parentTokenId: number | null; sessionId: string; now: number },
): Sent | Failure {
  const issued = issueOtp(db, {
    purpose: purpose(a.scope.type),
    customerId: a.scope.customerId,
    sentTo: a.sentTo,
    now: a.now,
    sessionId: a.sessionId,
  });
  if (!issued.ok) return issued;
  bindProfileOtp(db, issued.transactionId, a.scope, a.parentTokenId);
  const policyNo = a.scope.policyId === null ? null : policyById(db, a.scope.policyId).policy_no;
  sendSms(db, a.sentTo, smsText(db, a.scope, issued.otp, policyNo), a.now, issued.otp);
  return { ...issued, sentTo: a.sentTo };
}

/** A resend within a transaction: to the same number, for the same change; another's is 'start again'. */
export function resendProfileOtp(
  db: Db,
  a: { customerId: number; type: ProfileOtpType; transactionId: string; registeredMobile: string; now: number },
): Sent | Failure {
  const b = profileOtpBinding(db, a.transactionId);
  if (!b || b.customer_id !== a.customerId || b.request_type !== a.type) {
    return fail(CODES.BAD_REQUEST, OTP_MESSAGES.restart);
  }
  const sentTo = b.new_mobile ?? a.registeredMobile;
  const issued = issueOtp(db, {
    purpose: purpose(a.type),
    customerId: a.customerId,
    sentTo,
    now: a.now,
    transactionId: a.transactionId,
  });
  if (!issued.ok) return issued;
  const scope = { customerId: a.customerId, type: a.type, policyId: b.policy_id, newMobile: b.new_mobile };
  const policyNo = b.policy_id === null ? null : policyById(db, b.policy_id).policy_no;
  sendSms(db, sentTo, smsText(db, scope, issued.otp, policyNo), a.now, issued.otp);
  return { ...issued, sentTo };
}

/** Checks the OTP and answers the token for its change. Another customer's or type's transaction costs no try. */
export function verifyProfileOtp(
  db: Db,
  a: { customerId: number; type: ProfileOtpType; transactionId: string; otp: string; now: number },
): { ok: true; token: string } | Failure {
  const b = profileOtpBinding(db, a.transactionId);
  if (!b || b.customer_id !== a.customerId || b.request_type !== a.type) {
    return fail(CODES.BAD_REQUEST, OTP_MESSAGES.invalid);
  }
  if (b.parent_token_id !== null && !profileTokenIsLive(db, b.parent_token_id, a.now)) {
    return fail(CODES.BAD_REQUEST, SR_TOKEN_INVALID);
  }
  const checked = checkOtp(db, { purpose: purpose(a.type), transactionId: a.transactionId, otp: a.otp, now: a.now });
  if (!checked.ok) return checked;
  if (b.parent_token_id !== null) consumeProfileToken(db, b.parent_token_id, a.now);
  const token = randomToken(32);
  insertProfileToken(db, {
    customerId: a.customerId,
    type: a.type,
    policyId: b.policy_id,
    newMobile: b.new_mobile,
    tokenHash: digest(token),
    otpTransactionId: a.transactionId,
    now: a.now,
    expiresAt: a.now + SR_TOKEN_TTL_MS,
  });
  return { ok: true, token };
}

/** The id of a live token for exactly this scope, or null. */
export const liveProfileToken = (db: Db, token: string, scope: ProfileScope, now: number) =>
  liveProfileTokenId(db, digest(token), { ...scope, now });

/**
 * Runs `act` only with a live token for the scope, and spends the token only
 * when `act` goes through, so a request refused for another reason (a
 * duplicate, say) keeps the customer's verification.
 */
export function withProfileToken<T extends { ok: true } | Failure>(
  db: Db,
  a: { token: string; scope: ProfileScope; now: number },
  act: () => T,
): T | Failure {
  return db.transaction((): T | Failure => {
    const id = liveProfileToken(db, a.token, a.scope, a.now);
    if (id === null) return fail(CODES.BAD_REQUEST, SR_TOKEN_INVALID);
    const result = act();
    if (result.ok) consumeProfileToken(db, id, a.now);
    return result;
  })();
}
