import type { serviceRequests } from '@portal/contracts';
import { formatDate } from './format';

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

const NOUNS: Record<OpenRequestKind, string> = {
  ADDRESS: 'Address change',
  EMAIL: 'Email ID change',
  MOBILE: 'Mobile number change',
  PAN: 'PAN update',
  AADHAAR: 'Aadhaar update',
  NAME: 'Name change',
  GO_GREEN: 'Go Green',
  NOMINEE: 'Nominee change',
  FUND_SWITCH: 'Fund switch',
  PREMIUM_REDIRECTION: 'Premium redirection',
  LOAN: 'Policy loan',
  CHANGE_FREQUENCY: 'Premium frequency change',
};

/** 'Address change requested on 26/11/2026, SR 12345678' */
export const openRequestLine = (r: OpenRequest) => `${NOUNS[r.kind]} requested on ${formatDate(r.raisedOn)}, SR ${r.srNumber}`;

/** The tracker showing this one request, opened (/service-request?tab=SR&sr=…). */
export const requestTrackerHref = (srNumber: string) => `/service-request?tab=SR&sr=${encodeURIComponent(srNumber)}`;

/** The first request of these kinds, if any: the one a refusal names. */
export const blockingRequest = (open: readonly OpenRequest[], ...kinds: OpenRequestKind[]) =>
  open.find((r) => kinds.includes(r.kind)) ?? null;
