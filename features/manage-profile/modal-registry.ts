import type { ComponentType } from 'react';
import type { ProfileModalKey, ProfileModalProps } from '@/components/shell/profile-modals/modal-keys';

type ModalLoader = () => Promise<ComponentType<ProfileModalProps>>;

/**
 * One line per modal: its key and how to load it. Loaders, not components, so no page pays for a
 * modal's JavaScript until the customer opens it (or points at its button, which preloads it).
 * A key without a line simply has no modal yet: its buttons are not shown, and its Quick Links
 * item leads to the profile page instead.
 */
export const PROFILE_MODALS: Partial<Record<ProfileModalKey, ModalLoader>> = {
  goGreen: () => import('./go-green/go-green-modal').then((m) => m.GoGreenModal),
  nominee: () => import('./nominee/nominee-modal').then((m) => m.NomineeModal),
  name: () => import('./name/name-modal').then((m) => m.NameModal),
  email: () => import('./email/email-modal').then((m) => m.EmailModal),
  mobile: () => import('./mobile/mobile-modal').then((m) => m.MobileModal),
  aadhaar: () => import('./aadhaar/aadhaar-modal').then((m) => m.AadhaarModal),
  pan: () => import('./pan/pan-modal').then((m) => m.PanModal),
  address: () => import('./address/address-modal').then((m) => m.AddressModal),
  bankAccount: () => import('./bank-account/bank-account-modal').then((m) => m.BankAccountModal),
};
