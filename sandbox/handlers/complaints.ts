import { CODES, complaints } from '@portal/contracts';
import { raiseComplaint } from '../domain/complaints';
import { fail } from '../domain/failure';
import { ownedPolicy } from '../store/policies';
import { notFound } from './policy';
import { authedRoute, ok } from './route';

/** raiseComplaint: always on the token's customer's own policy; another's is not found. */
export const complaintRoutes = [
  authedRoute(complaints.raiseComplaint, (req, { db, session, now, settings }) => {
    if (req.clientId !== session.clientId) return fail(CODES.BAD_REQUEST, 'Invalid request.');
    const policy = ownedPolicy(db, session.customerId, req.policyNumber);
    if (!policy) return notFound();
    const raised = raiseComplaint(db, {
      customerId: session.customerId,
      policy,
      category: req.category,
      description: req.description,
      attachmentIds: req.attachments.map((d) => d.documentId),
      resolutionDays: settings.grievanceResolutionDays,
      now,
    });
    if (!raised.ok) return raised;
    return ok({
      complaintNumber: raised.srNumber,
      raisedOn: raised.raisedOn,
      resolveBy: raised.resolveBy,
      resolutionDays: settings.grievanceResolutionDays,
    });
  }),
];
