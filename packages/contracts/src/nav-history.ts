import { z } from 'zod';
import { coreDate, decimalString, defineCall, policyRequest } from './define';
import { FUND_CODES } from './policy';

const P = '/policy/api/v1';

/** One published price of a fund: its day and its NAV (4 decimals, as getFundSwitchDetails sends it). */
export const navPoint = z.object({ date: coreDate, nav: decimalString });
export type NavPoint = z.infer<typeof navPoint>;

/**
 * A fund's NAVs over the last year, oldest first, ending at the NAV the core prices the fund at
 * today (getFundSwitchDetails' NavValue on its navDate). The figures about the series are the
 * core's, so the portal shows them and never works them out: the first and last points, the
 * highest and lowest (the earliest day on a tie), and the change from first to last in percent.
 */
export const fundNavHistory = z.object({
  fundCode: z.enum(FUND_CODES),
  fundName: z.string(),
  points: z.array(navPoint).min(1),
  start: navPoint,
  latest: navPoint,
  high: navPoint,
  low: navPoint,
  /** (latest − start) / start in percent, 2 decimals, signed */
  changePercent: decimalString,
});
export type FundNavHistory = z.infer<typeof fundNavHistory>;

/** The NAV history of each fund on a policy (issue 25 §1); a policy that is not a ULIP has none. */
export const getNavHistory = defineCall({
  method: 'POST',
  path: `${P}/getNavHistory`,
  auth: true,
  request: policyRequest,
  data: z.object({ funds: z.array(fundNavHistory) }),
});
