/**
 * Wire constants: what the portal and the core must agree on for the OTP screens to tell
 * the truth (length, timers, tries). Business limits the core enforces live in the core.
 */
export const OTP_LENGTH = 6;
/** SPEC §9 leaves the resend timer's value open; 30 s is what SMS gateways commonly allow. */
export const OTP_RESEND_SECONDS = 30;
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_MAX_RESENDS = 3;

/** The Source header's value for the portal itself (the host app sends its own). */
export const DEFAULT_SOURCE = 'CP';
export const PAYMENT_TYPE_CODE = 'CP';
