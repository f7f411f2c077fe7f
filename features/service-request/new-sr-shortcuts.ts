import type { ProfileModalKey } from '@/components/shell/profile-modals/modal-keys';
import type { Feature } from '@/lib/features';

/**
 * The requests that have their own flow (issue 9 §1: "the profile and enquiry flows as
 * shortcuts"): a customer who came to raise one is sent to the form that does it properly. A
 * profile item opens its modal in place; a route item links to its page. Issue 10 adds the loan,
 * surrender, reinstatement and payment-frequency enquiries here once their routes exist; an item
 * is listed only when it leads somewhere.
 */
export type NewSrShortcut =
  { label: string; modal: ProfileModalKey; flag?: Feature } | { label: string; href: string; flag?: Feature };

export const NEW_SR_SHORTCUTS: readonly NewSrShortcut[] = [
  { label: 'Update Address', modal: 'address' },
  { label: 'Update Email Id', modal: 'email' },
  { label: 'Update Mobile Number', modal: 'mobile' },
  { label: 'Update Aadhaar', modal: 'aadhaar' },
  { label: 'Update PAN', modal: 'pan' },
  { label: 'Change Name', modal: 'name' },
  { label: 'Update Nominee', modal: 'nominee' },
  { label: 'Go Green Request', modal: 'goGreen', flag: 'goGreen' },
  { label: 'Fund Switch', href: '/fund-switch', flag: 'fundSwitch' },
  { label: 'Premium Redirection', href: '/premium-redirection', flag: 'premiumRedirection' },
  // Each lists the policies that offer the service now and opens it on the chosen policy's page.
  { label: 'Policy Loan', href: '/policy-services?service=LOAN' },
  { label: 'Surrender Value', href: '/policy-services?service=SURRENDER_VALUE' },
  { label: 'Reinstatement', href: '/policy-services?service=REINSTATEMENT' },
  { label: 'Change Premium Frequency', href: '/policy-services?service=CHANGE_FREQUENCY' },
];
