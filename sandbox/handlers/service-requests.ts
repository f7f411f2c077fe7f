import { CODES, documents } from '@portal/contracts';
import { fail } from '../domain/failure';
import { istDateTime } from '../domain/format';
import { raiseServiceRequest } from '../domain/service-requests';
import { ownedPolicy } from '../store/policies';
import { serviceRequestsOf } from '../store/service-requests';
import { notFound } from './policy';
import { authedRoute, ok } from './route';

/** raiseQuery and track/service/request: tickets are always the token's customer's. */
export const serviceRequestRoutes = [
  authedRoute(documents.raiseQuery, (req, { db, session, now }) => {
    if (req.clientId !== session.clientId) return fail(CODES.BAD_REQUEST, 'Invalid request.');
    let policyId: number | null = null;
    if (req.policyNumber) {
      const p = ownedPolicy(db, session.customerId, req.policyNumber);
      if (!p) return notFound();
      policyId = p.id;
    }
    if (!req.subject.trim()) return fail(CODES.BAD_REQUEST, 'Invalid request.');
    const raised = raiseServiceRequest(db, {
      customerId: session.customerId, policyId, subject: req.subject, description: req.description, now,
    });
    return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
  }),

  authedRoute(documents.trackServiceRequests, (_req, { db, session }) => {
    return ok(
      serviceRequestsOf(db, session.customerId).map((r) => ({
        srNumber: r.sr_number,
        srSubject: r.subject,
        srPolicyNo: r.policy_no,
        srStatus: r.status,
        createdOn: istDateTime(r.created_at),
      })),
    );
  }),
];
