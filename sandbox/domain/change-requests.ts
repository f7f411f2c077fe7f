import type { Db } from '../store/db';
import { insertPendingChange } from '../store/pending-changes';
import { approveRequest } from './back-office';
import type { Failure } from './failure';
import type { Change } from './profile-changes';
import { attachDocuments, type RequestFile } from './request-documents';
import { raiseServiceRequest } from './service-requests';

/**
 * A service request that changes the customer's details: raised through
 * raiseServiceRequest (duplicate rule, SMS and email), with the change it
 * will make and the documents that support it (their bytes kept, or the
 * uploads they name taken, with the request: all or nothing). It waits for
 * the back office, unless it is straight-through (`stp`): an Aadhaar the
 * identity authority verified, a PAN the issuer verified with a matching
 * name. Those the core approves itself at once, through the same approval,
 * so they are applied, closed and notified exactly like an approved one.
 */
export interface ChangeRequest {
  customerId: number;
  policyId: number | null;
  subject: string;
  description: string;
  change: Change;
  documents?: readonly RequestFile[];
  stp?: boolean;
  now: number;
}

/** Undoes a raised request whose documents could not be taken after all. */
class Undo extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

export function raiseChangeRequest(db: Db, a: ChangeRequest): { ok: true; srNumber: string } | Failure {
  try {
    return raiseInTransaction(db, a);
  } catch (e) {
    if (e instanceof Undo) return e.failure;
    throw e;
  }
}

function raiseInTransaction(db: Db, a: ChangeRequest): { ok: true; srNumber: string } | Failure {
  return db.transaction((): { ok: true; srNumber: string } | Failure => {
    const raised = raiseServiceRequest(db, a);
    if (!raised.ok) return raised;
    insertPendingChange(db, raised.srNumber, a.change.kind, a.change.payload);
    const files = a.documents ?? [];
    const refused = attachDocuments(db, { customerId: a.customerId, srNumber: raised.srNumber, files, now: a.now });
    if (refused) throw new Undo(refused);
    if (a.stp) {
      const done = approveRequest(db, raised.srNumber, { actor: 'core', now: a.now });
      // A straight-through change re-checked a moment after its own checks cannot fail; if it did, nothing stays.
      if (!done.ok) throw new Error(`straight-through request ${raised.srNumber} failed: ${done.message}`);
    }
    return raised;
  })();
}
