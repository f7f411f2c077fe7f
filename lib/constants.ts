/** The portal's own constants: the keys of SPEC §8's texts and layout numbers (wire constants live in @portal/contracts). */

export const MIN_FUND_SWITCH_VALUE = 5000;
export const MAX_PERCENT = 100;
export const ELIGIBLE_SWITCH_STATUS_CODES = ['IF', 'PD'] as const;

export const DESKTOP_MIN_WIDTH = 1024; // side menu above 1023 px
export const DROPDOWN_FLIP_SPACE = 200;
export const TOAST_DURATION_MS = 5000;

/*
 * SPEC §8's texts, as catalogue keys (messages/*.json, namespace `errors`): the action pipeline
 * words them on the server (lib/server/action-client.ts); a field, banner or toast words them where
 * they show (lib/i18n/message-text.tsx). The `errors` namespace reaches every client leaf.
 */
export const TECHNICAL_ERROR = 'errors.technical';
export const GENERIC_ERROR = 'errors.generic';
export const INVALID_OTP = 'errors.invalidOtp';
/** SPEC §8: the duplicate rule of §4, in the core's words; the portal says it early where it can tell. */
export const ALREADY_RAISED = 'errors.alreadyRaised';

/** Ten chart colours for fund allocation, distinguishable and AA on white labels. */
export const CHART_PALETTE = [
  '#1f4e9c',
  '#e4572e',
  '#17a398',
  '#f3a712',
  '#8e44ad',
  '#c0392b',
  '#2e86de',
  '#27ae60',
  '#d35400',
  '#7f8c8d',
] as const;
