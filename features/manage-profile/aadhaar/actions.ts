'use server';

import { authActionClient } from '@/lib/server/action-client';
import { requestAadhaarByProof, sendAuthorityOtp, verifyAuthorityOtp, type AadhaarIdentifier } from '@/lib/server/data/kyc';
import { stripSpaces, type KycType } from './aadhaar-rules';
import { aadhaarProofSchema, aadhaarSendSchema, aadhaarVerifySchema } from './aadhaar-schema';

/*
 * 'Update Aadhaar'. Each action parses the whole form again with the form's own schema (number,
 * checksum, consent, the proof's files), so nothing reaches the core that the form would refuse.
 * The authority's refusals come back as data ({status: 'refused', code}) for the screen's dialogs;
 * anything else fails through the pipeline with the core's message.
 */
const IDENTIFIERS: Record<KycType, AadhaarIdentifier> = { aadhar: 'AADHAAR', vid: 'VID' };

/** Next, through the identity authority: its OTP goes to the registered mobile. With `txn`, a resend. */
export const sendAadhaarOtpAction = authActionClient
  .metadata({ actionName: 'sendAadhaarOtpAction' })
  .inputSchema(aadhaarSendSchema)
  .action(async ({ parsedInput: { form, txn } }) =>
    sendAuthorityOtp(stripSpaces(form.aadhaarNo), IDENTIFIERS[form.kycType], txn),
  );

/** The authority's OTP: e-KYC completed (or a request raised), or its refusal. */
export const verifyAadhaarOtpAction = authActionClient
  .metadata({ actionName: 'verifyAadhaarOtpAction' })
  .inputSchema(aadhaarVerifySchema)
  .action(async ({ parsedInput: { form, txn, otp } }) =>
    verifyAuthorityOtp(stripSpaces(form.aadhaarNo), IDENTIFIERS[form.kycType], txn, otp),
  );

/** Next, through proof: the number and both sides of the card go to the back office. */
export const submitAadhaarProofAction = authActionClient
  .metadata({ actionName: 'submitAadhaarProofAction' })
  .inputSchema(aadhaarProofSchema)
  .action(async ({ parsedInput: form }) => ({
    serviceRequestId: await requestAadhaarByProof(stripSpaces(form.aadhaarNo), form.front, form.back),
  }));
