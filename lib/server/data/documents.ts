import 'server-only';
import { z } from 'zod';
import { documents } from '@portal/contracts';
import { GENERIC_ERROR } from '../../constants';
import { maskEmail } from '../../masking';
import { TechnicalError } from '../errors';
import { exchange } from '../gateway';
import type { OwnedPolicy } from '../../types';
import type { AuthContext } from '../session';

/** What /api/documents accepts from the browser (see lib/document-rules.ts). */
export const documentRequestSchema = z
  .strictObject({
  policyNumber: z.string().regex(/^\d{8}$/),
  documentType: z.enum(documents.DOCUMENT_TYPES),
  transactionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
  financialYear: z.number().int().min(2000).max(2100).optional(),
}).refine((r) => r.documentType !== 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT' || r.transactionId, {
  message: 'A receipt needs its transactionId.', // i18n-ignore: the portal's own mistake, never a customer's
});
export type DocumentRequestInput = z.infer<typeof documentRequestSchema>;

export type DocumentResult =
  /** `emailedTo` is masked (aaXXXXXXXXXX@example.com) */
  | { kind: 'file'; bytes: Uint8Array<ArrayBuffer>; fileName: string; emailedTo: string | null }
  /** code 200 without a document: SPEC §8 shows the core's message */
  | { kind: 'empty'; message: string };

// Read leniently so an empty answer keeps the core's message instead of becoming a contract fault.
const lenientDownload = { ...documents.downloadDocuments, data: z.unknown() };

/** Renders (and for receipts emails) a document of the customer's own policy at the core. Non-200 codes throw UpstreamError. */
export async function fetchDocument(auth: AuthContext, owned: OwnedPolicy, req: DocumentRequestInput): Promise<DocumentResult> {
  const isReceipt = req.documentType === 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT';
  const answer = await exchange(
    lenientDownload,
    {
      sessionId: auth.sessionId,
      clientId: auth.clientId,
      policyNumber: owned.policyNo,
      documentType: req.documentType,
      transactionType: isReceipt ? 'CP' : undefined,
      transactionId: req.transactionId,
      financialYear: req.financialYear,
    },
    { accessToken: auth.accessToken, source: auth.source },
  );
  const parsed = documents.downloadDocuments.data.safeParse(answer.data);
  if (!parsed.success) {
    if (isEmpty(answer.data)) return { kind: 'empty', message: answer.message || GENERIC_ERROR };
    throw new TechnicalError('download/documents: response breaks its contract');
  }
  const bytes = new Uint8Array(Buffer.from(parsed.data.documentBase64, 'base64'));
  if (bytes.length === 0) return { kind: 'empty', message: answer.message || GENERIC_ERROR };
  return {
    kind: 'file',
    bytes,
    fileName: parsed.data.fileName || `${req.documentType}.pdf`,
    // Masked here, as the profile is (SPEC §9): the full address never reaches the browser.
    emailedTo: parsed.data.emailedTo ? maskEmail(parsed.data.emailedTo) : null,
  };
}

function isEmpty(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (typeof data !== 'object') return false;
  const b64 = (data as { documentBase64?: unknown }).documentBase64;
  return Object.keys(data).length === 0 || b64 === undefined || b64 === null || b64 === '';
}
