import { SIDE_MENU } from '@/components/shell/nav-items';
import { MANAGE_PROFILE_PATH, MODAL_PARAM } from '@/components/shell/profile-modals/modal-keys';

/*
 * The sentence the login shows when it was reached on the way to a page (a banner's link, a deep
 * link, an expired session): where the customer will be once logged in, so a link that lands on
 * the same login page visibly did something and the customer knows why to log in.
 */
const PROFILE_MODALS: Record<string, string> = {
  aadhaar: 'your profile, to update your KYC (Aadhaar)',
  pan: 'your profile, to update your PAN',
  goGreen: 'your profile, to register for Go Green',
  email: 'your profile, to update your email ID',
  mobile: 'your profile, to update your mobile number',
  address: 'your profile, to update your address',
  name: 'your profile, to change your name',
  nominee: 'your profile, to change your nominee',
};
const PAGES: Record<string, string> = {
  '/enach-registration': 'Auto Pay (e-NACH) registration',
  [MANAGE_PROFILE_PATH]: 'your profile',
  ...Object.fromEntries(SIDE_MENU.filter((i) => i.href !== '/').map((i) => [i.href, i.label])),
};

/** 'After you log in, you will go straight to Auto Pay (e-NACH) registration.'; null for the dashboard. */
export function landingSentence(returnTo: string): string | null {
  const url = new URL(returnTo, 'http://portal.invalid');
  if (url.pathname === '/') return null;
  const modal = url.pathname === MANAGE_PROFILE_PATH ? url.searchParams.get(MODAL_PARAM) : null;
  const policy = /^\/policy-details\/(\d{8})$/.exec(url.pathname)?.[1];
  const place =
    (modal && PROFILE_MODALS[modal]) ||
    PAGES[url.pathname] ||
    (policy ? `the details of policy ${policy}` : 'the page you asked for');
  return `After you log in, you will go straight to ${place}.`;
}
