import 'server-only';
import { cache } from 'react';
import { funds as fundCalls, policy as policyCalls } from '@portal/contracts';
import type { FUND_CODES } from '@portal/contracts/policy';
import { GENERIC_ERROR } from '../../constants';
import { nonZero, validateSwitch } from '../../fund-switch-rules';
import { isFundSwitchEligible } from '../../policy-rules';
import {
  FUND_SWITCH_NOT_AVAILABLE,
  type FundSummaryRow,
  type FundSwitchPreviewInput,
  type FundSwitchPreviewResult,
  type FundSwitchSubmitInput,
  type FundSwitchSubmitResult,
} from '../../schemas/fund-switch';
import type { FundHoldings, Policy } from '../../types';
import { getEnv } from '../env';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import { getPolicies } from './policies';
import { getCustomer } from './profile';
import { reshapeHoldings } from './reshape';

/** Unit-linked, IF or PD (SPEC §2): the only policies the flow lists or acts on. */
export async function getSwitchablePolicies(): Promise<Policy[]> {
  return (await getPolicies()).filter(isFundSwitchEligible);
}

/** The customer's own eligible policy, or null: someone else's reads exactly like an ineligible one. */
export async function findSwitchablePolicy(policyNo: string): Promise<Policy | null> {
  return (await getSwitchablePolicies()).find((p) => p.policyNo === policyNo) ?? null;
}

/**
 * The holdings, read without getFundHoldings' notFound(): an action must answer with a message,
 * and a page should show the failure in its step rather than turn into a 404.
 */
export const readSwitchHoldings = cache(async (policyNumber: string): Promise<FundHoldings> => {
  const { clientId } = await requireAuth();
  return reshapeHoldings(await callAsCustomer(policyCalls.getFundSwitchDetails, { policyNumber, customerId: clientId }));
});

type Checked = { ok: true; holdings: FundHoldings } | { ok: false; message: string };

/**
 * The gate in front of every action: flag on, the policy the customer's and eligible, and the
 * holdings read afresh from the core, because percentages mean nothing without today's values.
 */
export async function loadSwitchHoldings(policyNo: string): Promise<Checked> {
  if (!getEnv().features.fundSwitch) return { ok: false, message: FUND_SWITCH_NOT_AVAILABLE };
  await requireAuth();
  const holdings = readSwitchHoldings(policyNo);
  holdings.catch(() => undefined);
  if (!(await findSwitchablePolicy(policyNo))) return { ok: false, message: FUND_SWITCH_NOT_AVAILABLE };
  return { ok: true, holdings: await holdings };
}

// Safe after validateSwitch: every code it accepts is one of the policy's own holdings.
type FundCode = (typeof FUND_CODES)[number];

/** Every rule again on the server, against the core's values rather than the browser's. */
async function checkedSelection(input: FundSwitchPreviewInput) {
  const gate = await loadSwitchHoldings(input.policyNo);
  if (!gate.ok) return gate;
  const issue = validateSwitch({
    funds: gate.holdings.funds.map((f) => ({ code: f.code, value: f.value })),
    sources: input.sources,
    targets: input.targets,
    termsAccepted: input.termsAccepted,
  });
  if (issue) return { ok: false as const, message: issue.message };
  const { clientId } = await requireAuth();
  return {
    ok: true as const,
    selection: {
      clientId,
      policyNumber: input.policyNo,
      sourceFundSelection: nonZero(input.sources).map(([code, pct]) => ({
        sourceFundCode: code as FundCode,
        sourcePercentageOrAmount: pct,
      })),
      targetFundSelection: nonZero(input.targets).map(([code, pct]) => ({
        targetFundCode: code as FundCode,
        targetPercentageOrAmount: pct,
      })),
    },
  };
}

export async function previewFundSwitch(input: FundSwitchPreviewInput): Promise<FundSwitchPreviewResult> {
  const checked = await checkedSelection(input);
  if (!checked.ok) return checked;
  const data = await callAsCustomer(fundCalls.fundSwitchSummary, checked.selection);
  const rows: FundSummaryRow[] = data.fundSummary.map((r) => ({
    fundName: r.FundName,
    currentUnits: r.CurrentUnitBalance,
    currentPercent: Number(r.CurrentAllocationPercent),
    newPercent: Number(r.NewAllocationPercent),
    status: r.Status,
  }));
  return { ok: true, rows };
}

export async function submitFundSwitch(input: FundSwitchSubmitInput): Promise<FundSwitchSubmitResult> {
  const customer = getCustomer();
  customer.catch(() => undefined);
  const checked = await checkedSelection(input);
  if (!checked.ok) return checked;
  const { fullName } = await customer;
  if (!fullName) return { ok: false, message: GENERIC_ERROR };
  const data = await callAsCustomer(fundCalls.fundRegister, {
    ...checked.selection,
    customerName: fullName,
    coverageSelection: [],
    srRequestToken: input.srRequestToken,
  });
  return { ok: true, serviceRequestId: data.serviceRequestId };
}
