import { z } from 'zod';
import { defineCall, policyNumber } from './define';

export const DOCUMENT_TYPES = [
  'PREMIUM_ACKNOWLEDGEMENT_RECEIPT',
  'POLICY_DOCUMENT',
  'PREMIUM_PAID_CERTIFICATE',
  'FUND_SUMMARY',
  'UNIT_STATEMENT',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * download/documents: the core renders the PDF and, for receipts, also emails it.
 * Code 422: the document is not available (e.g. no e-policy on file).
 */
export const downloadDocuments = defineCall({
  method: 'POST',
  path: '/download/api/v1/download/documents',
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    clientId: z.string().min(1),
    policyNumber,
    documentType: z.enum(DOCUMENT_TYPES),
    /** CP and the payment's transactionId for receipts */
    transactionType: z.literal('CP').optional(),
    transactionId: z.string().min(1).max(64).optional(),
    /** financial year start, e.g. 2025 for FY 2025-26 (premium paid certificate) */
    financialYear: z.number().int().min(2000).max(2100).optional(),
  }),
  data: z.object({ documentBase64: z.string().min(1), fileName: z.string(), emailedTo: z.string().nullable() }),
});

/** Service requests moved to service-requests.ts (issue 9); still reachable here for existing callers. */
export { raiseQuery, trackServiceRequests, upstreamServiceRequest } from './service-requests';
