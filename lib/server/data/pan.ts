import 'server-only';
import { CODES, profile } from '@portal/contracts';
import type { UploadedFile } from '../../uploads/upload-rules';
import { UpstreamError } from '../errors';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import { documentRefs } from './document-refs';

/** What the PAN issuer said: verified in the customer's name, verified in another name, or not at all. */
export type PanIssuerAnswer = 'verified' | 'mismatch' | 'unverified';

/** SPEC §8: codes 400 and 1003 mean the issuer did not verify the PAN, an answer rather than a fault. */
const NOT_VERIFIED = new Set<number>([CODES.BAD_REQUEST, CODES.VALIDATION_FAILED]);

export async function verifyPan(panNumber: string): Promise<PanIssuerAnswer> {
  try {
    const { isVerify, nameMatch } = await callAsCustomer(profile.verifyPan, { panNumber });
    if (!isVerify) return 'unverified';
    return nameMatch ? 'verified' : 'mismatch';
  } catch (e) {
    if (e instanceof UpstreamError && NOT_VERIFIED.has(e.code)) return 'unverified';
    throw e;
  }
}

/**
 * update/pan. `isPanVerify` is what the issuer said in the browser's check; the core asks again.
 * Proof goes only with a PAN that needs it: a verified one in the customer's name goes straight through.
 */
export async function updatePan(panNumber: string, answer: PanIssuerAnswer, proof: UploadedFile | null) {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(profile.updatePan, {
    customerId: clientId,
    panNumber,
    isPanVerify: answer !== 'unverified',
    ...(answer !== 'verified' && proof ? { documents: documentRefs([proof]) } : {}),
  });
  return { serviceRequestId: data.serviceRequestId, straightThrough: data.isSTPRequest };
}
