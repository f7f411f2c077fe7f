import 'server-only';
import { CODES, kyc } from '@portal/contracts';
import type { UploadedFile } from '../../uploads/upload-rules';
import { UpstreamError } from '../errors';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import { documentRefs } from './document-refs';
import { refreshEkycReminder } from './profile';

/*
 * Aadhaar through the identity authority (aadhaar/send-otp, aadhaar/verify-otp) and through proof
 * (aadhar/update). The authority's refusals, 1003 and 1004, and an e-KYC it cannot complete
 * (1005), are answers the screen tells in its own dialogs (SPEC §8), so they come back as data;
 * every other failure throws as usual.
 */
export type AadhaarIdentifier = (typeof kyc.AADHAAR_IDENTIFIERS)[number];
const AUTHORITY_CODES = [CODES.VALIDATION_FAILED, CODES.AUTHORITY_UNAVAILABLE, CODES.EKYC_INCOMPLETE] as const;
export type AuthorityCode = (typeof AUTHORITY_CODES)[number];
export type AuthorityRefusal = { status: 'refused'; code: AuthorityCode };

export type AuthorityOtpSent = {
  status: 'sent';
  txn: string;
  maskedMobile: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
};
export type AuthorityVerified = { status: 'verified'; srNumber: string; ekycCompleted: boolean };

const isAuthorityCode = (code: number): code is AuthorityCode => (AUTHORITY_CODES as readonly number[]).includes(code);

async function orRefusal<T>(call: Promise<T>): Promise<T | AuthorityRefusal> {
  try {
    return await call;
  } catch (e) {
    if (e instanceof UpstreamError && isAuthorityCode(e.code)) return { status: 'refused', code: e.code };
    throw e;
  }
}

/** Asks the authority to check the number and text its OTP to the registered mobile; with `txn`, a resend. */
export async function sendAuthorityOtp(aadhaarNo: string, identifier: AadhaarIdentifier, txn?: string) {
  const { clientId } = await requireAuth();
  const sent = callAsCustomer(kyc.aadhaarSendOtp, {
    clientId, aadhaarNo, identifier, featureType: 'UPDATE_AADHAAR', aadhaarConsent: true, ...(txn ? { txn } : {}),
  });
  return orRefusal(
    sent.then((d): AuthorityOtpSent => ({
      status: 'sent', txn: d.txn, maskedMobile: d.maskedMobile,
      resendAfterSeconds: d.resendAfterSeconds, expiresInSeconds: d.expiresInSeconds,
    })),
  );
}

/** The OTP back to the authority; a right one completes e-KYC straight through (isSTPRequest). */
export async function verifyAuthorityOtp(aadhaarNo: string, identifier: AadhaarIdentifier, txnId: string, otp: string) {
  const { clientId } = await requireAuth();
  const verified = callAsCustomer(kyc.aadhaarVerifyOtp, { clientId, aadhaarNo, identifier, txnId, otp });
  const outcome = await orRefusal(
    verified.then((d): AuthorityVerified => ({ status: 'verified', srNumber: d.srNumber, ekycCompleted: d.isSTPRequest })),
  );
  if (outcome.status === 'verified') await refreshEkycReminder();
  return outcome;
}

/** Update via proof: the number and both sides of the card, for the back office. Answers the request's number. */
export async function requestAadhaarByProof(aadhaarNo: string, front: UploadedFile, back: UploadedFile): Promise<string> {
  const data = await callAsCustomer(kyc.updateAadhaarProof, { aadharNumber: aadhaarNo, documents: documentRefs([front, back]) });
  // A request in review stops the reminder too.
  await refreshEkycReminder();
  return data.serviceRequestId;
}
