import { CODES, serviceRequests } from '@portal/contracts';
import { fail } from '../domain/failure';
import { openRequestsOf } from '../domain/open-requests';
import { descriptionRefusal, raiseCustomerQuery, SELECT_POLICY } from '../domain/queries';
import { answerDocumentAsk } from '../domain/request-uploads';
import { raiseServiceRequest } from '../domain/service-requests';
import { trackerOf } from '../domain/tracker';
import { ownedPolicy } from '../store/policies';
import { notFound } from './policy';
import { authedRoute, ok } from './route';

/** raiseQuery, track/service/request, the open requests and the answer to a document ask: always the token's customer's. */
const invalid = () => fail(CODES.BAD_REQUEST, 'Invalid request.');
export const REQUESTED_DOCUMENT = 'Requested document';

export const serviceRequestRoutes = [
  authedRoute(serviceRequests.raiseQuery, (req, { db, session, now }) => {
    if (req.clientId !== session.clientId) return invalid();
    // The New Service Request form names a policy; a flow's own ticket may not.
    if (req.queryType && !req.policyNumber) return fail(CODES.BAD_REQUEST, SELECT_POLICY);
    let policyId: number | null = null;
    if (req.policyNumber) {
      const p = ownedPolicy(db, session.customerId, req.policyNumber);
      if (!p) return notFound();
      policyId = p.id;
    }
    if (req.queryType) {
      const raised = raiseCustomerQuery(db, {
        customerId: session.customerId,
        policyId: policyId as number,
        queryType: req.queryType,
        description: req.description,
        attachmentId: req.attachment?.documentId ?? null,
        now,
      });
      return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
    }
    if (!req.subject?.trim() || req.attachment) return invalid();
    const refused = descriptionRefusal(req.description, false);
    if (refused) return refused;
    const raised = raiseServiceRequest(db, {
      customerId: session.customerId,
      policyId,
      subject: req.subject,
      description: req.description,
      now,
    });
    return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
  }),

  authedRoute(serviceRequests.trackServiceRequests, (_req, { db, session, now, language }) =>
    ok(trackerOf(db, session.customerId, now, language)),
  ),

  authedRoute(serviceRequests.openServiceRequests, (req, { db, session, now }) => {
    if (req.policyNumber && !ownedPolicy(db, session.customerId, req.policyNumber)) return notFound();
    const open = openRequestsOf(db, session.customerId, now);
    return ok(req.policyNumber ? open.filter((o) => o.policyNumber === req.policyNumber) : open);
  }),

  authedRoute(serviceRequests.uploadRequestDocuments, (req, { db, session, now }) => {
    if (req.clientId !== session.clientId) return invalid();
    const answered = answerDocumentAsk(db, {
      customerId: session.customerId,
      srNumber: req.srNumber,
      now,
      files: req.documents.map((d) => ({ documentId: d.documentId, label: d.label?.trim() || REQUESTED_DOCUMENT })),
    });
    return answered.ok ? ok({ srNumber: req.srNumber, srStatus: answered.status }) : answered;
  }),
];
