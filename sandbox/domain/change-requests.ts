import type { Db } from '../store/db';
import { insertPendingChange } from '../store/pending-changes';
import { approveRequest } from './back-office';
import type { Failure } from './failure';
import type { Change } from './profile-changes';
import { raiseServiceRequest } from './service-requests';
import { type CheckedFile, keepDocuments } from './uploads';

/**
 * A service request that changes the customer's details: raised through
 * raiseServiceRequest (duplicate rule, SMS and email), with the change it
 * will make and the documents that support it. It waits for the back office,
 * unless it is straight-through (`stp`): an Aadhaar the identity authority
 * verified, a PAN the issuer verified with a matching name. Those the core
 * approves itself at once, through the same approval, so they are applied,
 * closed and notified exactly like an approved one.
 */
export interface ChangeRequest {
  customerId: number;
  policyId: number | null;
  subject: string;
  description: string;
  change: Change;
  documents?: Array<{ label: string; file: CheckedFile }>;
  stp?: boolean;
  now: number;
}

export function raiseChangeRequest(db: Db, a: ChangeRequest): { ok: true; srNumber: string } | Failure {
  return db.transaction((): { ok: true; srNumber: string } | Failure => {
    const raised = raiseServiceRequest(db, a);
    if (!raised.ok) return raised;
    insertPendingChange(db, raised.srNumber, a.change.kind, a.change.payload);
    keepDocuments(db, { customerId: a.customerId, srNumber: raised.srNumber, files: a.documents ?? [], now: a.now });
    if (a.stp) {
      const done = approveRequest(db, raised.srNumber, { actor: 'core', now: a.now });
      // A straight-through change re-checked a moment after its own checks cannot fail; if it did, nothing stays.
      if (!done.ok) throw new Error(`straight-through request ${raised.srNumber} failed: ${done.message}`);
    }
    return raised;
  })();
}
