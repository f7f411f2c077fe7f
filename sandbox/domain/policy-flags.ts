import type { policy } from '@portal/contracts';
import type { Db } from '../store/db';
import { liveMandateOf } from '../store/enach';
import type { PolicyRow } from '../store/policies';
import { hasOpenRequestOn } from '../store/service-requests';
import { mandateStatus } from './mandate-servicing';

/**
 * What a policy card says first (issue 25 §1): whether auto-pay pays the premiums, and whether a
 * request on the policy is still open. Read from the mandates and requests the core already keeps.
 */

/** A live (registered, not cancelled) mandate, paused or not, or none. */
export function autoPayStateOf(db: Db, p: PolicyRow, today: string): policy.AutoPayState {
  const m = liveMandateOf(db, p.id);
  if (!m) return 'NONE';
  return mandateStatus(m, today) === 'Paused' ? 'PAUSED' : 'ACTIVE';
}

/** Any request or claim on the policy that is not closed, rejected or paid. */
export const hasOpenRequest = (db: Db, p: PolicyRow) => hasOpenRequestOn(db, p.id);
