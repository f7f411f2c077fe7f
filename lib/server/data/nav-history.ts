import 'server-only';
import { cache } from 'react';
import { navHistory } from '@portal/contracts';
import { parseCoreDate } from '../../format';
import type { FundNavHistory, NavPoint } from '../../nav-history';
import type { OwnedPolicy, OwnedPolicyNumber } from '../../types';
import { callAsCustomer } from './as-customer';

const reshapePoint = (p: navHistory.NavPoint): NavPoint => ({ date: parseCoreDate(p.date) ?? '', nav: p.nav });

export function reshapeNavHistory(f: navHistory.FundNavHistory): FundNavHistory {
  return {
    code: f.fundCode,
    name: f.fundName,
    points: f.points.map(reshapePoint),
    start: reshapePoint(f.start),
    latest: reshapePoint(f.latest),
    high: reshapePoint(f.high),
    low: reshapePoint(f.low),
    changePercent: Number(f.changePercent),
  };
}

const historyOf = cache(async (policyNumber: OwnedPolicyNumber) =>
  (await callAsCustomer(navHistory.getNavHistory, { policyNumber })).funds.map(reshapeNavHistory),
);

/** The NAV history of each fund on the policy, remembered for the request. */
export const getNavHistory = (owned: OwnedPolicy) => historyOf(owned.policyNo);

/**
 * Starts the read without waiting for it, so it goes out with the page's other reads although
 * the section that shows it renders only after the fund holdings came back. The section asks
 * getNavHistory again and gets this same read. The catch only marks a failure as handled here:
 * the section sees the failure itself and shows its own error.
 */
export function preloadNavHistory(owned: OwnedPolicy): void {
  historyOf(owned.policyNo).catch(() => undefined);
}
