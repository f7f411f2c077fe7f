import { CODES, claims } from '@portal/contracts';
import { claimsTracker, intimateClaim } from '../domain/claims';
import { fail } from '../domain/failure';
import { ownedPolicy } from '../store/policies';
import { notFound } from './policy';
import { authedRoute, ok } from './route';

/** intimateClaim and trackClaim: always on the token's customer's own policies. */
export const claimRoutes = [
  authedRoute(claims.intimateClaim, (req, { db, session, now }) => {
    if (req.clientId !== session.clientId) return fail(CODES.BAD_REQUEST, 'Invalid request.');
    const policy = ownedPolicy(db, session.customerId, req.policyNumber);
    if (!policy) return notFound();
    const raised = intimateClaim(db, { customerId: session.customerId, policy, req, now });
    return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
  }),

  authedRoute(claims.trackClaim, (_req, { db, session }) => ok(claimsTracker(db, session.customerId))),
];
