import type { ProfileModalKey } from '@/components/shell/profile-modals/modal-keys';
import type { Feature } from '@/lib/features';
import type { Messages } from 'next-intl';

/**
 * The requests that have their own flow (issue 9 §1: "the profile and enquiry flows as
 * shortcuts"): a customer who came to raise one is sent to the form that does it properly. A
 * profile item opens its modal in place; a route item links to its page. Issue 10 adds the loan,
 * surrender, reinstatement and payment-frequency enquiries here once their routes exist; an item
 * is listed only when it leads somewhere.
 */
/** `label` is a key of `serviceRequest.shortcuts`. */
type ShortcutLabel = keyof Messages['serviceRequest']['shortcuts'];
export type NewSrShortcut =
  { label: ShortcutLabel; modal: ProfileModalKey; flag?: Feature } | { label: ShortcutLabel; href: string; flag?: Feature };

export const NEW_SR_SHORTCUTS: readonly NewSrShortcut[] = [
  { label: 'address', modal: 'address' },
  { label: 'email', modal: 'email' },
  { label: 'mobile', modal: 'mobile' },
  { label: 'aadhaar', modal: 'aadhaar' },
  { label: 'pan', modal: 'pan' },
  { label: 'name', modal: 'name' },
  { label: 'nominee', modal: 'nominee' },
  { label: 'goGreen', modal: 'goGreen', flag: 'goGreen' },
  { label: 'fundSwitch', href: '/fund-switch', flag: 'fundSwitch' },
  { label: 'premiumRedirection', href: '/premium-redirection', flag: 'premiumRedirection' },
  // Each lists the policies that offer the service now and opens it on the chosen policy's page.
  { label: 'loan', href: '/policy-services?service=LOAN' },
  { label: 'surrender', href: '/policy-services?service=SURRENDER_VALUE' },
  { label: 'reinstatement', href: '/policy-services?service=REINSTATEMENT' },
  { label: 'frequency', href: '/policy-services?service=CHANGE_FREQUENCY' },
];
