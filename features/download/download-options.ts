import type { ServiceRequestSummary } from '@/lib/types';

/*
 * Pure rules of the Download area, kept free of server and browser APIs so they are unit tested
 * directly and shared by server components and client leaves alike.
 */

/** How many financial years a premium paid certificate can be asked for: the current one and 3 before it. */
export const FINANCIAL_YEAR_COUNT = 4;

export interface FinancialYearOption {
  /** the start year as text, e.g. '2026' (what a dropdown carries) */
  value: string;
  /** '2026-27': the page words the label around it ('FY 2026-27', 'वित्त वर्ष 2026-27') */
  years: string;
  /** 2026 for FY 2026-27: what the core's financialYear field expects */
  startYear: number;
}

/** The Indian financial year runs 1 April to 31 March: 15 Mar 2027 is in FY 2026-27, 1 Apr 2027 in FY 2027-28. */
export function financialYearStart(todayIso: string): number {
  const [year, month] = todayIso.split('-').map(Number) as [number, number];
  return month >= 4 ? year : year - 1;
}

/** '2026-27' for FY 2026-27: the years as both languages write them. */
export function financialYears(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** Newest first, so the year customers ask for most (the current one) is the default. */
export function financialYearOptions(todayIso: string, count = FINANCIAL_YEAR_COUNT): FinancialYearOption[] {
  const current = financialYearStart(todayIso);
  return Array.from({ length: count }, (_, i) => {
    const startYear = current - i;
    return { value: String(startYear), years: financialYears(startYear), startYear };
  });
}

/** The e-policy soft-copy service request: the subject the core's duplicate rule compares (SPEC §4). */
export const E_POLICY_SR_SUBJECT = 'E-PD Soft Copy';

/** SPEC §4 duplicate rule: subjects compare after normalising case and whitespace. */
export function normaliseSubject(subject: string): string {
  return subject.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The customer's existing request with this subject on this policy, if any (newest as the core listed it). */
export function findRequest<T extends Pick<ServiceRequestSummary, 'subject' | 'policyNo'>>(
  requests: readonly T[],
  subject: string,
  policyNo: string,
): T | undefined {
  const wanted = normaliseSubject(subject);
  return requests.find((r) => r.policyNo === policyNo && normaliseSubject(r.subject) === wanted);
}
