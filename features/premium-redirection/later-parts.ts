/*
 * What premium redirection needs only once a policy is chosen: steps 1 and 2 and the dialogs of
 * the submission. One module, so it loads as one script, fetched as the customer picks a policy
 * (redirection-flow.tsx) rather than with the page, whose first load is the policy list.
 */
export { SrOtpModal } from '@/components/otp/sr-otp-modal';
export { AllocationForm } from './allocation-form';
export { HoldingsStep } from './holdings-step';
export { ConfirmDialog, SuccessDialog } from './submit-dialogs';
