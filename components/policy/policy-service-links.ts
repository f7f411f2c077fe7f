import type { ServiceCode } from '@portal/contracts/policy-services';

/**
 * One line under each service's name, so the customer knows what opening it tells them: keys of
 * the `policyServices` catalogue, worded where they are shown.
 */
export const SERVICE_BLURBS = {
  LOAN: 'policyServices.blurbs.LOAN',
  SURRENDER_VALUE: 'policyServices.blurbs.SURRENDER_VALUE',
  REINSTATEMENT: 'policyServices.blurbs.REINSTATEMENT',
  CHANGE_FREQUENCY: 'policyServices.blurbs.CHANGE_FREQUENCY',
} as const satisfies Record<ServiceCode, `policyServices.blurbs.${ServiceCode}`>;

/** The deep link that opens one service's dialog on its policy (the New Service Request shortcuts use it). */
export const serviceHref = (policyNo: string, code: ServiceCode) => `/policy-details/${policyNo}?service=${code}`;
