/*
 * What premium redirection needs only at its end: the confirmation, the OTP dialog and the
 * result. One module, so it loads as one script, fetched as the customer picks a policy
 * (redirection-flow.tsx) rather than with the page.
 */
export { SrOtpModal } from '@/components/otp/sr-otp-modal';
export { ConfirmDialog, SuccessDialog } from './submit-dialogs';
