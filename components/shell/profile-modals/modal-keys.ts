/**
 * The profile modals by name (SPEC §2 "Profile modals"): the profile page's buttons, the Quick
 * Links sheet, the e-KYC alert and deep links (/manage-profile?modal=email) all open them by
 * these keys. Plain data, so server components can read it without pulling in any modal.
 */
export const PROFILE_MODAL_KEYS = [
  'aadhaar',
  'email',
  'mobile',
  'address',
  'pan',
  'name',
  'nominee',
  'goGreen',
  'bankAccount',
] as const;
export type ProfileModalKey = (typeof PROFILE_MODAL_KEYS)[number];

/**
 * Each modal's title (SPEC §2 "Profile modals") as a catalogue key, which the dialog words; a
 * refusal in its place opens under the same one.
 */
export const PROFILE_MODAL_TITLES = {
  address: 'profileModals.titles.address',
  email: 'profileModals.titles.email',
  mobile: 'profileModals.titles.mobile',
  pan: 'profileModals.titles.pan',
  aadhaar: 'profileModals.titles.aadhaar',
  name: 'profileModals.titles.name',
  goGreen: 'profileModals.titles.goGreen',
  nominee: 'profileModals.titles.nominee',
  bankAccount: 'profileModals.titles.bankAccount',
} as const satisfies Readonly<Record<ProfileModalKey, `profileModals.titles.${ProfileModalKey}`>>;

/** What every modal in the registry takes: the host decides when it shows and hears when it ends. */
export interface ProfileModalProps {
  open: boolean;
  onClose: () => void;
}

export const MANAGE_PROFILE_PATH = '/manage-profile';
export const MODAL_PARAM = 'modal';

export function isProfileModalKey(value: unknown): value is ProfileModalKey {
  return typeof value === 'string' && (PROFILE_MODAL_KEYS as readonly string[]).includes(value);
}

/** Where a modal can be reached without script, or from another page: the profile page opens it on arrival. */
export function profileModalHref(key: ProfileModalKey): string {
  return `${MANAGE_PROFILE_PATH}?${MODAL_PARAM}=${key}`;
}
