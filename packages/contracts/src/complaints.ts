import { z } from 'zod';
import { documentRef } from './document-ref';
import { coreDate, defineCall, policyNumber, serviceRequestNumber } from './define';

/**
 * Grievances (issue 27 §1; IRDAI Protection of Policyholders' Interests Regulations 2024 and its
 * master circular): a complaint is a service request of category COMPLAINT, acknowledged at once
 * with its number, to be resolved by a day the core sets (its configured period). Past that day,
 * or rejected, the tracker offers the escalation path, with the Insurance Ombudsman office(s) for
 * the customer's state from the core's table.
 */
export const COMPLAINT_CATEGORIES = ['POLICY_SERVICING', 'CLAIMS', 'PREMIUM_PAYMENTS', 'MIS_SELLING', 'OTHER'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];
export const complaintCategory = z.enum(COMPLAINT_CATEGORIES);
export const MAX_COMPLAINT = 1000;
/** files a complaint may carry: a letter, a statement, a screenshot */
export const MAX_ATTACHMENTS = 3;

/**
 * raiseComplaint: on one of the token's customer's policies (404 otherwise), described in 1 to
 * 1,000 characters, with up to MAX_ATTACHMENTS files sent ahead (document/upload, SR_ATTACHMENT).
 * Refused while a complaint of the same category on the same policy is open. SMS and email
 * acknowledge it in the customer's language.
 */
export const raiseComplaint = defineCall({
  method: 'POST',
  path: '/sr/api/v1/complaint/raise',
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    clientId: z.string().min(1),
    policyNumber,
    category: complaintCategory,
    description: z.string().max(2000),
    attachments: z.array(documentRef).max(MAX_ATTACHMENTS).default([]),
  }),
  data: z.object({
    complaintNumber: serviceRequestNumber,
    raisedOn: coreDate,
    /** the day the insurer must have resolved it by */
    resolveBy: coreDate,
    resolutionDays: z.number().int().positive(),
  }),
});

/** An Insurance Ombudsman office (Insurance Ombudsman Rules 2017), as the core's table holds it. */
export const ombudsmanOffice = z.object({
  city: z.string(),
  address: z.string(),
  email: z.string(),
  /** the part of the state it covers where a state is shared between offices; null when all of it */
  area: z.string().nullable(),
});
export type OmbudsmanOffice = z.infer<typeof ombudsmanOffice>;

/** What the tracker adds to a complaint's line. */
export const complaintInfo = z.object({
  category: complaintCategory,
  /** the insurer's final reply (resolution or rejection), once given */
  reply: z.string().nullable(),
  /** past the resolution day while open, or rejected: the customer may escalate */
  escalate: z.boolean(),
  /** the state of the customer's address on record, and its ombudsman office(s); empty when unknown */
  state: z.string().nullable(),
  ombudsman: z.array(ombudsmanOffice),
});
export type ComplaintInfo = z.infer<typeof complaintInfo>;
