import { CODES, claims } from '@portal/contracts';
import type { Db } from '../store/db';
import { serviceRequestByNumber } from '../store/service-requests';
import { takeUploads } from './document-uploads';
import { fail, type Failure } from './failure';
import { say, wordPart } from './messages';
import { moveRequest, type Notice, notifyCustomer } from './service-requests';

/**
 * The customer's answer to the back office's "please send us …" (issue 9 §1
 * and §2): documents sent ahead with document/upload join the request (a
 * claim takes CLAIM_DOCUMENT files, any other request SR_ATTACHMENT), the ask
 * is cleared, and the request moves on — a claim to Under Review, a request
 * back to In Progress — with an SMS and email saying they arrived.
 */
export const REQUEST_NOT_FOUND = 'Service request not found.';
export const NOTHING_ASKED = 'No document has been asked for on this request.';

export function answerDocumentAsk(
  db: Db,
  a: { customerId: number; srNumber: string; files: ReadonlyArray<{ documentId: string; label: string }>; now: number },
): { ok: true; status: string } | Failure {
  const request = serviceRequestByNumber(db, a.srNumber);
  if (!request || request.customer_id !== a.customerId) return fail(CODES.NOT_FOUND, REQUEST_NOT_FOUND);
  if (!request.document_ask) return fail(CODES.BAD_REQUEST, NOTHING_ASKED);
  const purpose = request.category === 'CLAIM' ? 'CLAIM_DOCUMENT' : 'SR_ATTACHMENT';
  // A claim's document may be named by its SPEC label (deathCertificate); it is kept under its words.
  const words: Record<string, string> = { ...claims.CRITICAL_ILLNESS_DOCUMENTS, ...claims.DEATH_CLAIM_DOCUMENTS };
  const files = a.files.map((f) => ({ ...f, label: request.category === 'CLAIM' ? (words[f.label] ?? f.label) : f.label }));
  return db.transaction((): { ok: true; status: string } | Failure => {
    const taken = takeUploads(db, { customerId: a.customerId, purpose, srNumber: a.srNumber, files, now: a.now });
    if (!taken.ok) return taken;
    const status = request.category === 'CLAIM' ? 'Under Review' : 'In Progress';
    const told: Notice = (language) => ({
      subject: say(language, 'sms.documentsReceivedSubject', { sr: a.srNumber }),
      text: say(language, 'sms.documentsReceived', { sr: a.srNumber, subject: wordPart(language, request.subject) }),
    });
    moveRequest(db, a.srNumber, {
      status,
      actor: 'customer',
      note: `Uploaded: ${files.map((f) => f.label).join(', ')}`,
      message: told('en').text,
      now: a.now,
    });
    notifyCustomer(db, a.customerId, told, a.now);
    return { ok: true, status };
  })();
}
