import { CODES, serviceRequests } from '@portal/contracts';
import type { Db } from '../store/db';
import { findUploads, takeUploads } from './document-uploads';
import { fail, type Failure } from './failure';
import { raiseServiceRequest } from './service-requests';

/**
 * raiseQuery, the New Service Request form (issue 9 §1): a query of one type
 * on one of the customer's policies, described in at most 1,000 characters,
 * with an optional attachment sent ahead (SR_ATTACHMENT). Its subject is the
 * type's label, so the duplicate rule runs per policy and query type.
 */
export const SELECT_POLICY = 'Please select a policy';
export const DESCRIBE_REQUEST = 'Please describe your request';
export const DESCRIPTION_TOO_LONG = 'Please describe your request in at most 1,000 characters.';
export const ATTACHMENT_LABEL = 'Attachment';

/** The description rule every raiseQuery shares: required for a query, never over 1,000 characters. */
export function descriptionRefusal(description: string, required: boolean): Failure | null {
  if (required && !description.trim()) return fail(CODES.BAD_REQUEST, DESCRIBE_REQUEST);
  if (description.length > serviceRequests.MAX_DESCRIPTION) return fail(CODES.BAD_REQUEST, DESCRIPTION_TOO_LONG);
  return null;
}

class Undo extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

export function raiseCustomerQuery(
  db: Db,
  a: {
    customerId: number;
    policyId: number;
    queryType: serviceRequests.QueryType;
    description: string;
    attachmentId: string | null;
    now: number;
  },
): { ok: true; srNumber: string } | Failure {
  const refused = descriptionRefusal(a.description, true);
  if (refused) return refused;
  const wanted = a.attachmentId === null ? [] : [a.attachmentId];
  if (wanted.length) {
    // Checked before raising, so a missing file refuses the query without a ticket or a message.
    const found = findUploads(db, { customerId: a.customerId, purpose: 'SR_ATTACHMENT', documentIds: wanted, now: a.now });
    if (!found.ok) return found;
  }
  const label = serviceRequests.QUERY_TYPES[a.queryType];
  try {
    return db.transaction((): { ok: true; srNumber: string } | Failure => {
      const raised = raiseServiceRequest(db, {
        customerId: a.customerId,
        policyId: a.policyId,
        subject: label,
        description: a.description.trim(),
        category: 'QUERY',
        queryType: label,
        now: a.now,
      });
      if (!raised.ok || !wanted.length) return raised;
      const taken = takeUploads(db, {
        customerId: a.customerId,
        purpose: 'SR_ATTACHMENT',
        srNumber: raised.srNumber,
        now: a.now,
        files: wanted.map((documentId) => ({ documentId, label: ATTACHMENT_LABEL })),
      });
      if (!taken.ok) throw new Undo(taken);
      return raised;
    })();
  } catch (e) {
    if (e instanceof Undo) return e.failure;
    throw e;
  }
}
