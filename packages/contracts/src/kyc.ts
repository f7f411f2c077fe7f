import { z } from 'zod';
import { defineCall, serviceRequestNumber, sessionOnly } from './define';
import { requestDocument } from './document-ref';
import { KYC_STATUSES } from './user';

/**
 * Aadhaar and e-KYC (SPEC §2 "Update Aadhaar", §4, §7, §8). SPEC §7 gives two
 * payload shapes under "Generate Aadhaar OTP": the older one (aadhaarNo,
 * featureType, identifier, aadhaarConsent → txn) sends the OTP, the newer one
 * (otp, aadhaarNo, txnId, identifier → isSTPRequest, srNumber) verifies it.
 * They are the two halves of one exchange, on aadhaar/send-otp and
 * aadhaar/verify-otp (generateAadhaarOtp and verifyAadhaarOtp are not used).
 * Codes 1003 and 1004 are the identity authority's answers (SPEC §8 texts).
 * The core keeps only the last 4 digits of a number.
 */
const P = '/usermgmt/api/v1';
const sessionId = z.string().min(1);
const clientId = z.string().min(1).max(40);
/** AADHAAR: 12 digits; VID: 16. Spaces are allowed (the input groups in fours), the core strips them. */
export const AADHAAR_IDENTIFIERS = ['AADHAAR', 'VID'] as const;
const number = z.string().max(24);

export const aadhaarSendOtp = defineCall({
  method: 'POST',
  path: `${P}/aadhaar/send-otp`,
  auth: true,
  request: z.object({
    sessionId,
    clientId,
    aadhaarNo: number,
    featureType: z.literal('UPDATE_AADHAAR'),
    identifier: z.enum(AADHAAR_IDENTIFIERS),
    aadhaarConsent: z.boolean(),
    /** present on a resend: the txn of the first send */
    txn: z.string().min(1).max(100).optional(),
  }),
  data: z.object({
    txn: z.string(),
    maskedMobile: z.string(),
    resendAfterSeconds: z.number().int().nonnegative(),
    expiresInSeconds: z.number().int().positive(),
  }),
});

/** Success completes e-KYC at once: 'Aadhaar Card Number Update', raised and closed (`isSTPRequest` true). */
export const aadhaarVerifyOtp = defineCall({
  method: 'POST',
  path: `${P}/aadhaar/verify-otp`,
  auth: true,
  request: z.object({
    sessionId,
    clientId,
    aadhaarNo: number,
    txnId: z.string().min(1).max(100),
    otp: z.string().regex(/^\d{6}$/),
    identifier: z.enum(AADHAAR_IDENTIFIERS),
  }),
  data: z.object({ isSTPRequest: z.boolean(), srNumber: serviceRequestNumber }),
});

/**
 * Update via proof (SPEC §7 "Update Aadhaar via proof"; the path is the SPEC's aadhar/update):
 * the number and 2 documents, front and back (jpeg, png, pdf). KYC is IN_REVIEW until the
 * back office approves 'Aadhaar Card Number Update'.
 */
export const updateAadhaarProof = defineCall({
  method: 'POST',
  path: `${P}/aadhar/update`,
  auth: true,
  request: z.object({ sessionId, aadharNumber: number, documents: z.array(requestDocument).max(2) }),
  data: z.object({ serviceRequestId: serviceRequestNumber }),
});

/** getNotification/Ekyc: whether the dashboard shows the e-KYC alert (KYC PENDING). */
export const ekycNotification = defineCall({
  method: 'POST',
  path: '/policy/api/v1/getNotification/Ekyc',
  auth: true,
  request: sessionOnly,
  data: z.object({
    showAlert: z.boolean(),
    kycStatus: z.enum(KYC_STATUSES),
    aadharVerifyCompleted: z.boolean(),
    panVerifyCompleted: z.boolean(),
  }),
});
