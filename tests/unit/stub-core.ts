import type { CallContract } from '@portal/contracts';

/**
 * A stand-in for the insurer's core behind `callAsCustomer`, for testing server actions: every
 * body is parsed with the call's contract (so what the portal builds would pass the gateway),
 * recorded in `sent`, and answered by the handler named after the call's last path segment.
 * Use: `vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'))`.
 */
export type Handler = (body: Record<string, unknown>) => unknown;

export const sent: Array<{ path: string; body: Record<string, unknown> }> = [];
export const core: Record<string, Handler> = {};

/** Clears what was sent and installs a fresh set of answers. */
export function resetStubCore(handlers: Record<string, Handler>): void {
  sent.length = 0;
  for (const key of Object.keys(core)) delete core[key];
  Object.assign(core, handlers);
}

export async function callAsCustomer(contract: CallContract<never, never>, body: Record<string, unknown>) {
  const full = (contract.request as unknown as { parse: (b: unknown) => Record<string, unknown> }).parse({
    ...body,
    sessionId: 'S1',
  });
  const name = contract.path.split('/').pop() ?? '';
  sent.push({ path: name, body: full });
  const answer = core[name]?.(full);
  if (answer instanceof Error) throw answer;
  return answer;
}

/** The core's policy list entry, with what the fund flows look at as parameters. */
export const upstreamPolicy = (
  policyNo: string,
  statusCode: string,
  { premiumStatus = 'Premium Due', isUlip = 'Y' }: { premiumStatus?: string; isUlip?: 'Y' | 'N' } = {},
) => ({
  id: policyNo,
  policyNo,
  policyName: 'Wealth Plan',
  insuredName: 'A',
  policyStatus: 'x',
  policyStatusCode: statusCode,
  premiumStatus,
  isUlip,
  paidToDate: null,
  premDue: null,
  payableAmount: null,
  paymentFrequency: 'Monthly',
  paymentType: 'cash',
  productCode: 'W',
  hasAnnuityDetails: false,
  annuityDetailsDto: null,
  sumAssured: '100',
  riderBenefit: null,
  policyTerm: '10',
  premPayTerm: '10',
  currentValue: null,
  investedValue: null,
  gainLoss: null,
  returns: null,
  selectCoverage: `[{"coverage":"${policyNo}"}]`,
  payNow: 'N' as const,
  autoPay: 'NONE' as const,
  openRequest: 'N' as const,
});

export const upstreamFund = (FundCode: string, FundValue: string, FundAllocation = '25') => ({
  FundName: `${FundCode} Fund`,
  FundCode,
  UnitBalance: '10.0000',
  NavValue: '1.0000',
  FundValue,
  FundValuePercentage: '25',
  FundAllocation,
});

/** The core's profile/details for Aarav, the demo customer; `extra` overrides or adds fields. */
export const upstreamUser = (extra: Record<string, unknown> = {}) => ({
  id: '1',
  clientId: 'C1000001',
  firstname: 'Aarav',
  surname: 'Sharma',
  primaryMobileNo: '9876543210',
  emailId: 'aarav.sharma@example.com',
  alternateEmailId: null,
  goGreenFlag: 'N',
  profilePic: null,
  lastLogin: '20/11/2026 09:15:00',
  ...extra,
});
