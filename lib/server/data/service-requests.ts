import 'server-only';
import { cache } from 'react';
import { documents } from '@portal/contracts';
import type { ServiceRequestSummary } from '../../types';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';

export interface NewServiceRequest {
  subject: string;
  policyNumber?: string;
  description?: string;
}

/**
 * Raises a ticket at the core (raiseQuery) and returns its number. The duplicate rule of SPEC §4
 * is enforced by the core, the one place that sees every channel's tickets: a repeat comes back as
 * an UpstreamError carrying the core's own message ('You have already raised this request.'),
 * which callers show as it is.
 */
export async function raiseServiceRequest(request: NewServiceRequest): Promise<string> {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(documents.raiseQuery, {
    clientId,
    subject: request.subject,
    policyNumber: request.policyNumber,
    description: request.description ?? '',
  });
  return data.serviceRequestId;
}

/** The customer's service requests (track/service/request), read once per render. */
export const getServiceRequests = cache(async (): Promise<ServiceRequestSummary[]> => {
  const list = await callAsCustomer(documents.trackServiceRequests, {});
  return list.map((r) => ({
    srNumber: r.srNumber,
    subject: r.srSubject,
    policyNo: r.srPolicyNo,
    status: r.srStatus,
  }));
});
