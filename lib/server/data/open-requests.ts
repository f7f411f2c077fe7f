import 'server-only';
import { cache } from 'react';
import { serviceRequests } from '@portal/contracts';
import { parseCoreDate } from '../../format';
import type { OpenRequest } from '../../open-requests';
import type { OwnedPolicy } from '../../types';
import { callAsCustomer } from './as-customer';

/**
 * The requests that would refuse a new one of their kind (issue 24 §3), read when a form or page
 * opens so the refusal comes before the customer's work. The core decides by the rule its submit
 * applies, and checks again on submit.
 */
export const getOpenRequests = cache(async (): Promise<OpenRequest[]> => {
  const data = await callAsCustomer(serviceRequests.openServiceRequests, {});
  return data.map((r) => ({
    kind: r.kind,
    srNumber: r.srNumber,
    subject: r.srSubject,
    policyNo: r.policyNumber,
    raisedOn: parseCoreDate(r.raisedOn) ?? '',
    message: r.message,
  }));
});

/** Those on one of the customer's policies. */
export async function getPolicyOpenRequests(owned: OwnedPolicy): Promise<OpenRequest[]> {
  return (await getOpenRequests()).filter((r) => r.policyNo === owned.policyNo);
}
