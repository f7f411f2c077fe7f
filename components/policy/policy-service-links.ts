import type { ServiceCode } from '@portal/contracts/policy-services';

/** One line under each service's name, so the customer knows what opening it tells them. */
export const SERVICE_BLURBS: Record<ServiceCode, string> = {
  LOAN: 'Borrow against your policy’s surrender value, paid into your bank account on record.',
  SURRENDER_VALUE: 'What you would receive if you surrendered the policy today, and what you would give up.',
  REINSTATEMENT: 'Bring your lapsed policy back in force by paying the revival amount.',
  CHANGE_FREQUENCY: 'Pay your premium annually, half-yearly, quarterly or monthly.',
};

/** The deep link that opens one service's dialog on its policy (the New Service Request shortcuts use it). */
export const serviceHref = (policyNo: string, code: ServiceCode) => `/policy-details/${policyNo}?service=${code}`;
