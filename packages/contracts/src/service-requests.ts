import { z } from 'zod';
import { complaintInfo } from './complaints';
import { documentRef } from './document-ref';
import { coreDate, defineCall, policyNumber, serviceRequestNumber } from './define';

/**
 * Service requests (issue 9): one tracker for everything the customer has
 * asked of the insurer, raising a query, and answering the back office's
 * request for a document. Statuses: a request is Open, In Progress, Closed or
 * Rejected; a claim (claims.ts) Intimated, Documents Pending, Under Review,
 * Approved, Rejected or Paid; a registered auto-pay mandate is Active, Paused or Cancelled (mandates.ts).
 */
export const REQUEST_STATUSES = ['Open', 'In Progress', 'Closed', 'Rejected'] as const;
export const CLAIM_STATUSES = ['Intimated', 'Documents Pending', 'Under Review', 'Approved', 'Rejected', 'Paid'] as const;
export const MANDATE_STATUSES = ['Active', 'Paused', 'Cancelled'] as const;
/** a mandate as registered, before any pause or cancellation */
export const MANDATE_STATUS = 'Active';

/** REQUEST: a change or document asked for by a flow; QUERY: raiseQuery's form; CLAIM; MANDATE: auto-pay; COMPLAINT: a grievance. */
export const CATEGORIES = ['REQUEST', 'QUERY', 'CLAIM', 'MANDATE', 'COMPLAINT'] as const;

/** 'Query Type' of the New Service Request form: the value travels, the label is the request's subject. */
export const QUERY_TYPES = {
  PREMIUM_PAYMENT: 'Premium Payment',
  POLICY_SERVICING: 'Policy Servicing',
  FUND_VALUE: 'Fund Value',
  CLAIM: 'Claim',
  OTHER: 'Other',
} as const;
export type QueryType = keyof typeof QUERY_TYPES;
export const queryType = z.enum(Object.keys(QUERY_TYPES) as [QueryType, ...QueryType[]]);
export const MAX_DESCRIPTION = 1000;

/**
 * raiseQuery. With `queryType` it is the New Service Request form: `policyNumber` ('Please
 * select a policy') and `description` ('Please describe your request', at most 1,000
 * characters) are required, `attachment` optional (a document/upload of purpose SR_ATTACHMENT);
 * the subject is the type's label and the duplicate rule runs per policy and type. Without it,
 * a flow's own ticket (e.g. 'E-PD Soft Copy') under `subject`. Answers the number; SMS and email
 * carry the promise (7 days; 5 working days for the soft copy).
 */
export const raiseQuery = defineCall({
  method: 'POST',
  path: '/policy/api/v1/raiseQuery',
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    clientId: z.string().min(1),
    policyNumber: policyNumber.optional(),
    queryType: queryType.optional(),
    subject: z.string().min(1).max(120).optional(),
    description: z.string().max(2000).default(''),
    attachment: documentRef.optional(),
  }),
  data: z.object({ serviceRequestId: serviceRequestNumber }),
});

export const timelineEntry = z.object({
  status: z.string(),
  /** DD/MM/YYYY HH:mm:ss IST */
  at: z.string(),
  /** the SMS / email text the customer got at this step ('' when none) */
  message: z.string(),
});

/** One line of the tracker. The first five fields are the SPEC §3 ServiceRequest and stay as they were. */
export const upstreamServiceRequest = z.object({
  /** the ticket's 8 digits; for a MANDATE its UMRN (BDSK + 16 digits, a UPI mandate's UPIM + 16) */
  srNumber: z.union([serviceRequestNumber, z.string().regex(/^(?:BDSK|UPIM)\d{16}$/)]),
  srSubject: z.string(),
  /** the subject in the call's language, for the customer to read; `srSubject` stays its identity */
  srTitle: z.string(),
  srPolicyNo: z.string().nullable(),
  srStatus: z.string(),
  /** DD/MM/YYYY HH:mm:ss IST */
  createdOn: z.string(),
  category: z.enum(CATEGORIES),
  /** the query type's label for a QUERY, the claim type for a CLAIM, else null */
  queryType: z.string().nullable(),
  raisedOn: coreDate,
  /** the promised day; null for a mandate */
  dueDate: coreDate.nullable(),
  /** days from today (IST) to the promised day while open: negative when late; null once final */
  daysLeft: z.number().int().nullable(),
  isOpen: z.boolean(),
  /** what the back office asked the customer to upload, while it waits for it */
  documentAsk: z.string().nullable(),
  timeline: z.array(timelineEntry),
  /** a COMPLAINT's category, reply and escalation path; null for anything else */
  complaint: complaintInfo.nullable().default(null),
});
export type TrackedRequest = z.infer<typeof upstreamServiceRequest>;

/**
 * track/service/request: every request, claim and query of the token's customer, newest
 * first, and each auto-pay mandate registered (category MANDATE, status Active, Paused or
 * Cancelled, its UMRN as srNumber, no promised day).
 */
export const trackServiceRequests = defineCall({
  method: 'POST',
  path: '/sr/api/v1/track/service/request',
  auth: true,
  request: z.object({ sessionId: z.string().min(1) }),
  data: z.array(upstreamServiceRequest),
});

/**
 * What the back office asked for on a request or claim: documents sent ahead with
 * document/upload (purpose CLAIM_DOCUMENT for a claim, SR_ATTACHMENT for any other request),
 * each with its label in words for a claim ('Death Certificate'). Answers the new status.
 */
export const uploadRequestDocuments = defineCall({
  method: 'POST',
  path: '/sr/api/v1/service/request/documents',
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    clientId: z.string().min(1),
    srNumber: serviceRequestNumber,
    documents: z
      .array(documentRef.extend({ label: z.string().min(1).max(80).optional() }))
      .min(1)
      .max(10),
  }),
  data: z.object({ srNumber: serviceRequestNumber, srStatus: z.string() }),
});

/**
 * The kinds of request the portal refuses before the customer fills one in (issue 24 §3): the
 * profile's own (one each per customer), and those on one policy (a nominee, loan or frequency
 * change while one is open; a fund switch or premium redirection once a day).
 */
export const OPEN_REQUEST_KINDS = [
  'ADDRESS',
  'EMAIL',
  'MOBILE',
  'PAN',
  'AADHAAR',
  'NAME',
  'GO_GREEN',
  'NOMINEE',
  'FUND_SWITCH',
  'PREMIUM_REDIRECTION',
  'LOAN',
  'CHANGE_FREQUENCY',
  'BANK_ACCOUNT',
] as const;
export type OpenRequestKind = (typeof OPEN_REQUEST_KINDS)[number];

export const openRequest = z.object({
  kind: z.enum(OPEN_REQUEST_KINDS),
  srNumber: serviceRequestNumber,
  srSubject: z.string(),
  /** null for a request on the customer's own details */
  policyNumber: policyNumber.nullable(),
  raisedOn: coreDate,
  /** what the core answers a new request of this kind while this one blocks it (SPEC §8's words) */
  message: z.string(),
});
export type OpenRequest = z.infer<typeof openRequest>;

/**
 * open/service/request: the requests of the token's customer that block a new one of their kind,
 * by the same rule that refuses it on submit, oldest first. A cheap read for the moment a form
 * opens; with `policyNumber` only that policy's (404 when not the caller's).
 */
export const openServiceRequests = defineCall({
  method: 'POST',
  path: '/sr/api/v1/open/service/request',
  auth: true,
  request: z.object({ sessionId: z.string().min(1), policyNumber: policyNumber.optional() }),
  data: z.array(openRequest),
});
