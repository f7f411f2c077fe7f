import { CODES, documents } from '@portal/contracts';
import { istDateTime } from '../domain/format';
import { raiseServiceRequest, type ServiceRequestRow } from '../domain/service-requests';
import { authedRoute, fail, ok } from './route';
import { notFound, ownedPolicy } from './policy';

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
    const rows = db
      .prepare(`SELECT s.*, p.policy_no FROM service_requests s LEFT JOIN policies p ON p.id = s.policy_id
        WHERE s.customer_id = ? ORDER BY s.created_at DESC, s.id DESC`)
      .all(session.customerId) as Array<ServiceRequestRow & { policy_no: string | null }>;
    return ok(
      rows.map((r) => ({
        srNumber: r.sr_number,
        srSubject: r.subject,
        srPolicyNo: r.policy_no,
        srStatus: r.status,
        createdOn: istDateTime(r.created_at),
      })),
    );
  }),
];
