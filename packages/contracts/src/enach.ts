import { z } from 'zod';
import { decimalString, defineCall, policyNumber } from './define';

const P = '/policy/api/v1';
export const ENACH_SOURCE = 'BILLDESK';

/** Consent before the mandate (SPEC §7: "its exact path is not shown"; saveEnachConsent is in the list). */
export const saveEnachConsent = defineCall({
  method: 'POST',
  path: `${P}/saveEnachConsent`,
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    policyNo: policyNumber,
    enachSource: z.literal(ENACH_SOURCE),
    termsAccepted: z.literal(true),
    enachConsent: z.literal(true),
  }),
  data: z.object({ consentId: z.string() }),
});

export const createEnachOrder = defineCall({
  method: 'POST',
  path: `${P}/createEnachOrder`,
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    clientId: z.string().min(1),
    policyNo: policyNumber,
    enachSource: z.literal(ENACH_SOURCE),
    browser: z.string().max(400),
    /** the portal page the provider returns to */
    returnUrl: z.url(),
  }),
  data: z.object({
    billdeskMerchantId: z.string(),
    billdeskMandateTokenId: z.string(),
    billdeskAuthToken: z.string(),
    billdeskReturnUrl: z.url(),
  }),
});

export const getEnachStatus = defineCall({
  method: 'POST',
  path: `${P}/getEnachStatus`,
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    /** 'UPI' when the payer's UPI app returns (issue 27 §3) */
    enachSource: z.enum([ENACH_SOURCE, 'UPI']),
    customerRefId: z.string().min(1).max(64),
    mandateTokenId: z.string().min(1).max(64),
  }),
  data: z.object({
    ownerName: z.string(),
    transactionDateTime: z.string(),
    acknowledgementNumber: z.string(),
    npciRefId: z.string().nullable(),
    modalPremium: decimalString,
    umrn: z.string().nullable(),
    policyNo: policyNumber,
    transactionId: z.string(),
    amount: decimalString,
    status: z.enum(['SUCCESS', 'FAILED', 'PENDING']),
  }),
});
