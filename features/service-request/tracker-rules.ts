import { CLAIM_STATUSES, MANDATE_STATUS, REQUEST_STATUSES } from '@portal/contracts/service-requests';
import type { SearchParamsRecord } from '@/components/policy/query';
import type { ServiceRequestSummary, StatusTone } from '@/lib/types';

/*
 * Pure rules of /service-request, free of server and browser APIs so they are unit tested directly
 * and read by server components and client leaves alike.
 */

export const SERVICE_REQUEST_PATH = '/service-request';

/** SPEC §2: ?tab=SR tracks, ?tab=NEW_SR raises; anything else (or nothing) is the tracker. */
export const SR_TABS = [{ tab: 'SR' }, { tab: 'NEW_SR' }] as const;
export type SrTab = (typeof SR_TABS)[number]['tab'];

export function tabFromQuery(value: string | undefined): SrTab {
  return value?.toUpperCase() === 'NEW_SR' ? 'NEW_SR' : 'SR';
}

export const tabHref = (tab: SrTab) => `${SERVICE_REQUEST_PATH}?tab=${tab}`;

/** Every status the core gives, in the order a customer thinks of them: the filter lists them so. */
export const ALL_STATUSES: readonly string[] = [...new Set<string>([...REQUEST_STATUSES, ...CLAIM_STATUSES, MANDATE_STATUS])];

export interface TrackerFilters {
  policy: string | null;
  status: string | null;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim();

/** ?sr=12345678: the tracker shows that one request, opened (a link from a refusal, the profile or a policy). */
export function onlyRequestFromQuery(params: SearchParamsRecord): string | null {
  const sr = first(params.sr);
  return sr && /^\d{8}$/.test(sr) ? sr : null;
}

/** The filters from the address bar; anything that is not a policy number or a known status is ignored. */
export function filtersFromQuery(params: SearchParamsRecord): TrackerFilters {
  const policy = first(params.policy);
  const status = first(params.status);
  return {
    policy: policy && /^\d{8}$/.test(policy) ? policy : null,
    status: ALL_STATUSES.find((s) => s.toLowerCase() === status?.toLowerCase()) ?? null,
  };
}

export function filterRequests<T extends ServiceRequestSummary>(requests: readonly T[], { policy, status }: TrackerFilters): T[] {
  return requests.filter((r) => (!policy || r.policyNo === policy) && (!status || r.status === status));
}

/** The tracker's own address with these filters, the tab kept (empty filters leave the bar clean). */
export function trackerHref({ policy, status }: TrackerFilters): string {
  const q = new URLSearchParams({ tab: 'SR' });
  if (policy) q.set('policy', policy);
  if (status) q.set('status', status);
  return `${SERVICE_REQUEST_PATH}?${q}`;
}

/** The policies the customer's requests name, in number order: what the policy filter offers. */
export function policyOptions(requests: readonly ServiceRequestSummary[], selected: string | null): string[] {
  const found = new Set(requests.flatMap((r) => (r.policyNo ? [r.policyNo] : [])));
  if (selected) found.add(selected);
  return [...found].sort();
}

/** The statuses present, plus the chosen one so a filter that empties the list can still be read and changed. */
export function statusOptions(requests: readonly ServiceRequestSummary[], selected: string | null): string[] {
  const present = new Set(requests.map((r) => r.status));
  if (selected) present.add(selected);
  const known = ALL_STATUSES.filter((s) => present.has(s));
  return [...known, ...[...present].filter((s) => !ALL_STATUSES.includes(s)).sort()];
}

// The core's status values, compared, never shown (useStatusWord words them).
const TONES: Record<string, StatusTone> = {
  Open: 'brand',
  'In Progress': 'amber', // i18n-ignore
  Closed: 'green',
  Rejected: 'raspberry',
  Intimated: 'brand',
  'Documents Pending': 'amber', // i18n-ignore
  'Under Review': 'amber', // i18n-ignore
  Approved: 'green',
  Paid: 'green',
  Active: 'green',
};

export const statusTone = (status: string): StatusTone => TONES[status] ?? 'grey';

/** Time against the promise, as a key of `serviceRequest.item` and the days it counts. */
export type DueWording = { key: 'left' | 'today' | 'late'; count: number };

/**
 * Time against the promise, while the request is open: '3 days left', 'Due today', '2 days late'.
 * Nothing once it is final (the status says it all) or without a promised day (a mandate).
 */
export function dueWording(request: Pick<ServiceRequestSummary, 'isOpen' | 'daysLeft'>): DueWording | null {
  const { isOpen, daysLeft } = request;
  if (!isOpen || daysLeft === null) return null;
  if (daysLeft > 0) return { key: 'left', count: daysLeft };
  return daysLeft === 0 ? { key: 'today', count: 0 } : { key: 'late', count: -daysLeft };
}

export type DueTone = 'ok' | 'today' | 'late';
export function dueTone(daysLeft: number): DueTone {
  return daysLeft > 0 ? 'ok' : daysLeft === 0 ? 'today' : 'late';
}

/** A ticket reads 'SR 12345678'; an auto-pay mandate is known by its UMRN. */
export function requestNumberLabel(request: Pick<ServiceRequestSummary, 'srNumber' | 'category'>): string {
  return request.category === 'MANDATE' ? `UMRN ${request.srNumber}` : `SR ${request.srNumber}`;
}
