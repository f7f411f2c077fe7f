import type { ServiceCode } from '@portal/contracts/policy-services';

/**
 * One line under each service's name, so the customer knows what opening it tells them: keys of
 * the `policyServices` catalogue, worded where they are shown.
 */
export const SERVICE_BLURBS = {
  LOAN: 'policyServices.blurbs.LOAN',
  LOAN_REPAYMENT: 'policyServices.blurbs.LOAN_REPAYMENT',
  SURRENDER_VALUE: 'policyServices.blurbs.SURRENDER_VALUE',
  REINSTATEMENT: 'policyServices.blurbs.REINSTATEMENT',
  CHANGE_FREQUENCY: 'policyServices.blurbs.CHANGE_FREQUENCY',
} as const satisfies Record<ServiceCode, `policyServices.blurbs.${ServiceCode}`>;

/** The services with a page of their own rather than a dialog on the policy's page (issue 27 §5). */
export const SERVICE_PAGES: Partial<Record<ServiceCode, (policyNo: string) => string>> = {
  LOAN_REPAYMENT: (policyNo) => `/loan-repayment?policyNo=${policyNo}`,
};

/** Where one service is used on a policy: its page, or the link that opens its dialog on the policy's page. */
export const serviceHref = (policyNo: string, code: ServiceCode) =>
  SERVICE_PAGES[code]?.(policyNo) ?? `/policy-details/${policyNo}?service=${code}`;
