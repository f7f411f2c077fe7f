import 'server-only';
import { cache } from 'react';
import { serviceRequests } from '@portal/contracts';
import { parseCoreDate, parseCoreDateTime } from '../../format';
import type { OwnedPolicy, ServiceRequestSummary } from '../../types';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';

export interface NewServiceRequest {
  subject: string;
  policy?: OwnedPolicy;
  description?: string;
}

/**
 * Raises a flow's own ticket at the core (raiseQuery by subject) and returns its number. The
 * duplicate rule of SPEC §4 is enforced by the core, the one place that sees every channel's
 * tickets: a repeat comes back as an UpstreamError carrying the core's own message ('You have
 * already raised this request.'), which callers show as it is.
 */
export async function raiseServiceRequest(request: NewServiceRequest): Promise<string> {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(serviceRequests.raiseQuery, {
    clientId,
    subject: request.subject,
    policyNumber: request.policy?.policyNo,
    description: request.description ?? '',
  });
  return data.serviceRequestId;
}

export interface NewQuery {
  policy: OwnedPolicy;
  queryType: serviceRequests.QueryType;
  description: string;
  /** an SR_ATTACHMENT uploaded ahead */
  attachmentId?: string;
}

/** The New Service Request form's query; the same duplicate rule, per policy and query type. */
export async function raiseQuery(query: NewQuery): Promise<string> {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(serviceRequests.raiseQuery, {
    clientId,
    policyNumber: query.policy.policyNo,
    queryType: query.queryType,
    description: query.description,
    attachment: query.attachmentId ? { documentId: query.attachmentId } : undefined,
  });
  return data.serviceRequestId;
}

/** The core's tracker line as the portal's: ISO dates, and nothing the screens do not use. */
export function reshapeServiceRequest(r: serviceRequests.TrackedRequest): ServiceRequestSummary {
  return {
    srNumber: r.srNumber,
    subject: r.srSubject,
    title: r.srTitle,
    policyNo: r.srPolicyNo,
    status: r.srStatus,
    category: r.category,
    queryType: r.queryType,
    raisedOn: parseCoreDate(r.raisedOn),
    dueDate: parseCoreDate(r.dueDate),
    daysLeft: r.isOpen ? r.daysLeft : null,
    isOpen: r.isOpen,
    documentAsk: r.documentAsk?.trim() || null,
    timeline: r.timeline.map((e) => ({ status: e.status, at: parseCoreDateTime(e.at), message: e.message })),
    complaint: r.complaint,
  };
}

/** Everything the customer has asked of the insurer (track/service/request), newest first, read once per render. */
export const getServiceRequests = cache(async (): Promise<ServiceRequestSummary[]> => {
  const list = await callAsCustomer(serviceRequests.trackServiceRequests, {});
  return list.map(reshapeServiceRequest);
});
