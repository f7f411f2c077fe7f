/*
 * What the fund switch needs only once a policy is chosen: steps 1 to 3 and the dialogs of the
 * submission. One module, so it loads as one script, fetched as the customer picks a policy
 * (fund-switch-flow.tsx) rather than with the page, whose first load is the policy list.
 */
export { SrOtpModal } from '@/components/otp/sr-otp-modal';
export { HoldingsStep } from './holdings-step';
export { SummaryStep } from './summary-step';
export { SwitchConfirmation } from './switch-confirmation';
export { SwitchFormStep } from './switch-form-step';
