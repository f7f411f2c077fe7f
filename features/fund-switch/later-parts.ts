/*
 * What the fund switch needs only at its end: the OTP dialog and the confirmation. One module, so
 * it loads as one script, fetched as the customer picks a policy (fund-switch-flow.tsx) rather
 * than with the page.
 */
export { SrOtpModal } from '@/components/otp/sr-otp-modal';
export { SwitchConfirmation } from './switch-confirmation';
