import 'server-only';
import { complaints } from '@portal/contracts';
import { parseCoreDate } from '../../format';
import type { OwnedPolicy } from '../../types';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';

export interface NewComplaint {
  policy: OwnedPolicy;
  category: complaints.ComplaintCategory;
  description: string;
  /** SR_ATTACHMENT files uploaded ahead */
  attachmentIds: readonly string[];
}

export interface ComplaintAcknowledgement {
  complaintNumber: string;
  /** ISO days */
  raisedOn: string | null;
  resolveBy: string | null;
  resolutionDays: number;
}

/**
 * Raises a grievance at the core (raiseComplaint). The core owns its rules — one open complaint per
 * policy and category, the resolution period — and acknowledges it by SMS and email; its refusal
 * comes back as an UpstreamError carrying its own words.
 */
export async function raiseComplaint(c: NewComplaint): Promise<ComplaintAcknowledgement> {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(complaints.raiseComplaint, {
    clientId,
    policyNumber: c.policy.policyNo,
    category: c.category,
    description: c.description,
    attachments: c.attachmentIds.map((documentId) => ({ documentId })),
  });
  return {
    complaintNumber: data.complaintNumber,
    raisedOn: parseCoreDate(data.raisedOn),
    resolveBy: parseCoreDate(data.resolveBy),
    resolutionDays: data.resolutionDays,
  };
}
