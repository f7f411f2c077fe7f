import type { serviceRequests } from '@portal/contracts';

/**
 * A request that blocks a new one of its kind (issue 24 §3), as the core lists it: the portal
 * refuses when the form opens, with the core's own words, and shows the request on the profile
 * and the policy's page. Shared by server components and client leaves.
 */
export type OpenRequestKind = serviceRequests.OpenRequestKind;
export interface OpenRequest {
  kind: OpenRequestKind;
  srNumber: string;
  subject: string;
  policyNo: string | null;
  /** YYYY-MM-DD */
  raisedOn: string;
  /** what the core would answer a new one: shown as the refusal */
  message: string;
}

/** The tracker showing this one request, opened (/service-request?tab=SR&sr=…). */
export const requestTrackerHref = (srNumber: string) => `/service-request?tab=SR&sr=${encodeURIComponent(srNumber)}`;

/** The first request of these kinds, if any: the one a refusal names. */
export const blockingRequest = (open: readonly OpenRequest[], ...kinds: OpenRequestKind[]) =>
  open.find((r) => kinds.includes(r.kind)) ?? null;
