import { z } from 'zod';
import { defineCall, serviceRequestNumber } from './define';
import { EMAIL_PATTERN, MOBILE_PATTERN } from './contact';

/**
 * The privacy centre (issue 27 §2; DPDP Act 2023, DPDP Rules 2025): the customer's consents and
 * their withdrawal, and the rights requests (a copy of their data, erasure of what the insurer need
 * not keep, a nominee to exercise the rights), each confirmed with an OTP to the registered mobile
 * and raised as a service request whose deadline the core sets. The core keeps an append-only record
 * of every consent change and request; the centre shows it.
 */
const P = '/privacy/api/v1';
const sessionId = z.string().min(1);
const clientId = z.string().min(1).max(40);
const isoInstant = z.string().datetime();

export const CONSENT_PURPOSES = ['MARKETING_SMS', 'MARKETING_EMAIL', 'MARKETING_WHATSAPP', 'EKYC', 'PAPERLESS'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const RIGHTS_REQUESTS = ['DATA_COPY', 'ERASURE', 'NOMINATION'] as const;
export type RightsRequest = (typeof RIGHTS_REQUESTS)[number];
export const NOMINEE_RELATIONSHIPS = ['Spouse', 'Parent', 'Child', 'Sibling', 'Other'] as const;
export const LOG_EVENTS = ['CONSENT_GIVEN', 'CONSENT_WITHDRAWN', 'REQUEST_RAISED'] as const;
/** How long a prepared copy may be downloaded (issue 27 §2). */
export const DATA_COPY_DAYS = 7;

/** The person the customer nominates to exercise their rights (DPDP Act s.14): name, relationship, a way to reach them. */
export const nomineeInput = z
  .object({
    name: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z .'-]{1,59}$/),
    relationship: z.enum(NOMINEE_RELATIONSHIPS),
    mobile: z.string().regex(MOBILE_PATTERN).optional(),
    email: z.string().max(320).regex(EMAIL_PATTERN).optional(),
  })
  .refine((n) => n.mobile !== undefined || n.email !== undefined, { message: 'a mobile or an email' });
export type NomineeInput = z.infer<typeof nomineeInput>;

export const getPrivacyCentre = defineCall({
  method: 'POST',
  path: `${P}/centre`,
  auth: true,
  request: z.object({ sessionId, clientId }),
  data: z.object({
    consents: z.array(
      z.object({
        purpose: z.enum(CONSENT_PURPOSES),
        given: z.boolean(),
        givenAt: isoInstant.nullable(),
        withdrawnAt: isoInstant.nullable(),
      }),
    ),
    /** the open request of each kind, which refuses another before its form */
    openRequests: z.array(z.object({ type: z.enum(RIGHTS_REQUESTS), srNumber: serviceRequestNumber, dueOn: z.string() })),
    copies: z.array(
      z.object({
        id: z.string(),
        srNumber: serviceRequestNumber,
        createdAt: isoInstant,
        expiresAt: isoInstant,
        expired: z.boolean(),
      }),
    ),
    history: z.array(
      z.object({ event: z.enum(LOG_EVENTS), subject: z.string(), srNumber: serviceRequestNumber.nullable(), at: isoInstant }),
    ),
    /** the days the core promises an answer to a rights request in */
    responseDays: z.number().int().positive(),
  }),
});

export const withdrawConsent = defineCall({
  method: 'POST',
  path: `${P}/consent/withdraw`,
  auth: true,
  request: z.object({ sessionId, clientId, purpose: z.enum(CONSENT_PURPOSES) }),
  data: z.object({ withdrawnAt: isoInstant }),
});

export const privacyOtp = defineCall({
  method: 'POST',
  path: `${P}/otp`,
  auth: true,
  request: z.object({
    sessionId,
    clientId,
    requestType: z.enum(RIGHTS_REQUESTS),
    transactionId: z.string().min(1).max(100).optional(),
  }),
  data: z.object({
    transactionId: z.string(),
    maskedMobile: z.string(),
    resendAfterSeconds: z.number().int().nonnegative(),
    expiresInSeconds: z.number().int().positive(),
  }),
});

export const validatePrivacyOtp = defineCall({
  method: 'POST',
  path: `${P}/otp/validate`,
  auth: true,
  request: z.object({
    sessionId,
    clientId,
    requestType: z.enum(RIGHTS_REQUESTS),
    transactionId: z.string().min(1).max(100),
    otp: z.string().regex(/^\d{6}$/),
  }),
  data: z.object({ srRequestToken: z.string() }),
});

export const raiseRightsRequest = defineCall({
  method: 'POST',
  path: `${P}/request`,
  auth: true,
  request: z
    .object({
      sessionId,
      clientId,
      requestType: z.enum(RIGHTS_REQUESTS),
      srRequestToken: z.string().min(1).max(100),
      nominee: nomineeInput.optional(),
    })
    .refine((r) => (r.requestType === 'NOMINATION') === (r.nominee !== undefined), { message: 'nominee goes with NOMINATION' }),
  data: z.object({
    srNumber: serviceRequestNumber,
    /** ISO day the request is due by */
    dueOn: z.string(),
    /** a data copy: its id, and the ISO day (IST) it can be downloaded until */
    copyId: z.string().nullable(),
    copyExpiresOn: z.string().nullable(),
  }),
});

export const downloadDataCopy = defineCall({
  method: 'POST',
  path: `${P}/copy`,
  auth: true,
  request: z.object({ sessionId, clientId, copyId: z.string().min(1).max(64), format: z.enum(['JSON', 'PDF']) }),
  data: z.object({ documentBase64: z.string().min(1), fileName: z.string(), contentType: z.string() }),
});
