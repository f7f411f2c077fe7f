import type { ProfileModalKey } from '@/components/shell/profile-modals/modal-keys';
import type { Feature, FeatureSet } from '@/lib/features';
import type { ExternalLinks } from '@/lib/links';

/*
 * What the shell offers, as data: the side menu, header, bottom bar and Quick Links sheet are all
 * rendered from these lists, so a flag switched off removes an entry everywhere at once. Lists with
 * another site in them are built from the insurer's configured addresses (lib/links.ts).
 */

export type IconName =
  | 'home'
  | 'pay'
  | 'profile'
  | 'claim'
  | 'download'
  | 'service'
  | 'help'
  | 'logout'
  | 'buy'
  | 'quick'
  | 'support'
  | 'switch'
  | 'redirect'
  | 'autopay';

export interface NavItem {
  label: string;
  href: string;
  icon: IconName;
  /** hidden when this feature is switched off */
  flag?: Feature;
  /** another site: opens in a new tab */
  external?: boolean;
}

/** Logout is not here: it is a form posting to the logout action, not a link. */
export const SIDE_MENU: readonly NavItem[] = [
  { label: 'Home', href: '/', icon: 'home' },
  { label: 'Pay Premium', href: '/pay-premium', icon: 'pay', flag: 'payPremium' },
  { label: 'Profile', href: '/manage-profile', icon: 'profile' },
  { label: 'File A Claim', href: '/claim', icon: 'claim', flag: 'claim' },
  { label: 'Download', href: '/download', icon: 'download' },
  { label: 'Service Request', href: '/service-request', icon: 'service' },
  { label: 'Help & Support', href: '/help-and-support', icon: 'help', flag: 'helpAndSupport' },
];

export const headerLinks = (links: ExternalLinks): readonly NavItem[] => [
  { label: 'Pay Premium', href: '/pay-premium', icon: 'pay', flag: 'payPremium' },
  { label: 'Buy a New Policy', href: links.buyPolicy, icon: 'buy', external: true },
  { label: 'Claims', href: '/claim', icon: 'claim', flag: 'claim' },
  { label: 'Support', href: '/help-and-support', icon: 'support', flag: 'helpAndSupport' },
];

/** 'Quick Links' is a button opening a sheet, not a route; it sits between these in the bar. */
export const QUICK_LINKS_BUTTON = { label: 'Quick Links', icon: 'quick' } as const;

export const bottomBarBeforeQuickLinks = (links: ExternalLinks): readonly NavItem[] => [
  { label: 'Home', href: '/', icon: 'home' },
  { label: 'Pay Premium', href: '/pay-premium', icon: 'pay', flag: 'payPremium' },
  { label: 'Buy a New Policy', href: links.buyPolicy, icon: 'buy', external: true },
];

export const BOTTOM_BAR_AFTER_QUICK_LINKS: readonly NavItem[] = [
  { label: 'Support', href: '/help-and-support', icon: 'support', flag: 'helpAndSupport' },
];

export interface QuickLink {
  label: string;
  /** the profile modal it opens where the customer is (features/manage-profile/modal-registry.ts) */
  modal: ProfileModalKey;
  flag?: Feature;
}

/** SPEC §2: each item opens its modal over the page; one without a modal yet leads to the profile page. */
export const QUICK_LINKS: readonly QuickLink[] = [
  { label: 'Update Aadhaar', modal: 'aadhaar' },
  { label: 'Update Email Id', modal: 'email' },
  { label: 'Update Address', modal: 'address' },
  { label: 'Update PAN', modal: 'pan' },
  { label: 'Update Nominee', modal: 'nominee' },
  { label: 'Go Green Request', modal: 'goGreen', flag: 'goGreen' },
];

export function visibleItems<T extends { flag?: Feature }>(items: readonly T[], features: FeatureSet): T[] {
  return items.filter((item) => !item.flag || features[item.flag]);
}

/** Home is current only on '/' itself; a section is current on its own page and every page below it. */
export function isCurrentPath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
