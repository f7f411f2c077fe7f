import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CODES } from '@portal/contracts';
import type { RequestDocument } from '@portal/contracts/document-ref';
import type { AadhaarIdentifier } from '../store/aadhaar-otps';
import { aadhaarOtpOf, bindAadhaarOtp } from '../store/aadhaar-otps';
import { setKycStatus } from '../store/customer-changes';
import { customerById } from '../store/customers';
import type { Db } from '../store/db';
import { raiseChangeRequest } from './change-requests';
import { fail, type Failure } from './failure';
import { authorityOtpFailure, authorityRefusal, ekycRefusal } from './identity-authority';
import { checkOtp, type Issued, issueOtp, OTP_MESSAGES, otpSms } from './otp';
import { sendSms } from './outbox';
import { duplicateOf } from './service-requests';
import { resolveDocuments } from './request-documents';
import { verhoeffValid } from './verhoeff';

/**
 * Aadhaar update and e-KYC. Through the identity authority: the number's
 * rules, the duplicate rule and the authority's own check before any OTP is
 * sent (to the registered mobile, under the OTP limits); a verified OTP
 * completes e-KYC straight through. Through proof: the rules, Verhoeff and
 * two documents; KYC is IN_REVIEW until the back office approves. Either way
 * only the last 4 digits are kept.
 */
export const AADHAAR_SUBJECT = 'Aadhaar Card Number Update';
export const AADHAAR_MESSAGES = {
  required: 'Please enter aadhar number.',
  digits: 'Please enter only numeric values',
  length: 'Please enter a valid 12-digit number',
  vidLength: 'Please enter a valid 16-digit VID',
  consent: 'Please accept the terms and conditions',
  checksum: 'Please enter a valid Aadhaar number.',
} as const;
const PURPOSE = 'aadhaar';
const bad = (message: string) => fail(CODES.BAD_REQUEST, message);
const hashOf = (digits: string, salt: string) => createHash('sha256').update(`${salt}:${digits}`).digest();

/** SPEC §5 "Aadhaar": spaces stripped, digits only, 12 for an Aadhaar and 16 for a VID. */
export function aadhaarDigits(raw: string, identifier: AadhaarIdentifier | 'EITHER'): { ok: true; digits: string } | Failure {
  const digits = raw.replace(/\s+/g, '');
  if (digits === '') return bad(AADHAAR_MESSAGES.required);
  if (!/^\d+$/.test(digits)) return bad(AADHAAR_MESSAGES.digits);
  const lengths = identifier === 'AADHAAR' ? [12] : identifier === 'VID' ? [16] : [12, 16];
  if (!lengths.includes(digits.length)) {
    return bad(identifier === 'VID' ? AADHAAR_MESSAGES.vidLength : AADHAAR_MESSAGES.length);
  }
  return { ok: true, digits };
}

export function sendAuthorityOtp(
  db: Db,
  a: {
    customerId: number;
    sessionId: string;
    number: string;
    identifier: AadhaarIdentifier;
    consent: boolean;
    txn?: string;
    now: number;
  },
): Issued | Failure {
  if (!a.consent) return bad(AADHAAR_MESSAGES.consent);
  const n = aadhaarDigits(a.number, a.identifier);
  if (!n.ok) return n;
  const duplicate = duplicateOf(db, { customerId: a.customerId, policyId: null, subject: AADHAAR_SUBJECT });
  if (duplicate) return duplicate;
  const refused = authorityRefusal(n.digits, a.identifier);
  if (refused) return refused;
  const { mobile, preferred_language: language } = customerById(db, a.customerId);
  if (a.txn !== undefined) {
    const b = aadhaarOtpOf(db, a.txn);
    const same =
      b &&
      b.customer_id === a.customerId &&
      b.identifier === a.identifier &&
      timingSafeEqual(hashOf(n.digits, b.salt), Buffer.from(b.number_hash, 'hex'));
    if (!same) return bad(OTP_MESSAGES.restart);
  }
  const issued = issueOtp(db, {
    purpose: PURPOSE,
    customerId: a.customerId,
    sentTo: mobile,
    now: a.now,
    sessionId: a.sessionId,
    ...(a.txn === undefined ? {} : { transactionId: a.txn }),
  });
  if (!issued.ok) return issued;
  if (a.txn === undefined) {
    const salt = randomBytes(16).toString('hex');
    bindAadhaarOtp(db, {
      transactionId: issued.transactionId,
      identifier: a.identifier,
      numberHash: hashOf(n.digits, salt).toString('hex'),
      salt,
      last4: n.digits.slice(-4),
      now: a.now,
    });
  }
  sendSms(db, mobile, otpSms(language, 'sms.aadhaarOtp', { otp: issued.otp }), a.now, issued.otp);
  return issued;
}

/** A right OTP for the same number completes e-KYC: 'Aadhaar Card Number Update', straight through. */
export function verifyAuthorityOtp(
  db: Db,
  a: { customerId: number; number: string; identifier: AadhaarIdentifier; txnId: string; otp: string; now: number },
): { ok: true; srNumber: string } | Failure {
  const n = aadhaarDigits(a.number, a.identifier);
  if (!n.ok) return n;
  const b = aadhaarOtpOf(db, a.txnId);
  const same =
    b &&
    b.customer_id === a.customerId &&
    b.identifier === a.identifier &&
    timingSafeEqual(hashOf(n.digits, b.salt), Buffer.from(b.number_hash, 'hex'));
  if (!b || !same) return bad(OTP_MESSAGES.invalid);
  const checked = checkOtp(db, { purpose: PURPOSE, transactionId: a.txnId, otp: a.otp, now: a.now });
  if (!checked.ok) return authorityOtpFailure(checked);
  // Nothing is raised: the customer goes on with proof, which the back office checks by hand.
  const incomplete = ekycRefusal(n.digits);
  if (incomplete) return incomplete;
  return raiseChangeRequest(db, {
    customerId: a.customerId,
    policyId: null,
    subject: AADHAAR_SUBJECT,
    description: `e-KYC through the identity authority (${a.identifier} ending ${b.last4})`,
    change: { kind: 'AADHAAR', payload: { last4: b.last4 } },
    stp: true,
    now: a.now,
  });
}

/** Update via proof: front and back of the card; KYC waits IN_REVIEW for the back office. */
export function requestAadhaarByProof(
  db: Db,
  a: { customerId: number; number: string; documents: readonly RequestDocument[]; now: number },
): { ok: true; srNumber: string } | Failure {
  const n = aadhaarDigits(a.number, 'EITHER');
  if (!n.ok) return n;
  if (!verhoeffValid(n.digits)) return bad(AADHAAR_MESSAGES.checksum);
  const duplicate = duplicateOf(db, { customerId: a.customerId, policyId: null, subject: AADHAAR_SUBJECT });
  if (duplicate) return duplicate;
  const files = resolveDocuments(db, {
    customerId: a.customerId,
    purpose: 'AADHAAR_PROOF',
    docs: a.documents,
    labels: ['front', 'back'],
    count: { min: 2, max: 2 },
    now: a.now,
  });
  if (!files.ok) return files;
  const last4 = n.digits.slice(-4);
  return db.transaction(() => {
    const raised = raiseChangeRequest(db, {
      customerId: a.customerId,
      policyId: null,
      subject: AADHAAR_SUBJECT,
      description: `Aadhaar update with proof (number ending ${last4})`,
      change: { kind: 'AADHAAR', payload: { last4 } },
      documents: files.files,
      now: a.now,
    });
    if (raised.ok && customerById(db, a.customerId).kyc_status === 'PENDING') setKycStatus(db, a.customerId, 'IN_REVIEW');
    return raised;
  })();
}
