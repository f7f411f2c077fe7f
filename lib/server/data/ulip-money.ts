import 'server-only';
import { type policy, ulipMoney } from '@portal/contracts';
import type { OwnedPolicy } from '../../types';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';

type FundCode = (typeof policy.FUND_CODES)[number];

/** What the core allows on this ULIP now (top-up, partial withdrawal), its limits and reasons. */
export async function getUlipMoneyOptions({ policyNo: policyNumber }: OwnedPolicy) {
  const { clientId } = await requireAuth();
  return callAsCustomer(ulipMoney.ulipMoneyOptions, { clientId, policyNumber });
}

/** Opens the top-up's order at the gateway; the core checks the amount and split again. */
export async function createTopUpOrder(
  { policyNo: policyNumber }: OwnedPolicy,
  a: { amount: string; allocations: ReadonlyArray<{ fundCode: FundCode; percent: number }>; returnUrl: string },
) {
  const { clientId } = await requireAuth();
  return callAsCustomer(ulipMoney.createTopUpOrder, {
    clientId,
    policyNumber,
    amount: a.amount,
    fundAllocation: a.allocations.map((x) => ({ virtualFund: x.fundCode, percentageOrAmount: x.percent })),
    returnUrl: a.returnUrl,
  });
}

/** Raises the withdrawal (its OTP verified); the core checks every rule again and spends the token. */
export async function requestPartialWithdrawal(
  { policyNo: policyNumber }: OwnedPolicy,
  a: { amount: string; sources: ReadonlyArray<{ fundCode: FundCode; percent: number }>; srRequestToken: string },
) {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(ulipMoney.srPartialWithdrawal, {
    clientId,
    policyNumber,
    amount: a.amount,
    fundSources: a.sources.map((x) => ({ virtualFund: x.fundCode, percentageOrAmount: x.percent })),
    srRequestToken: a.srRequestToken,
  });
  return data.serviceRequestId;
}
