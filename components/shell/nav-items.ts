import type { ProfileModalKey } from '@/components/shell/profile-modals/modal-keys';
import type { Feature, FeatureSet } from '@/lib/features';
import type { ExternalLinks } from '@/lib/links';
import type { Messages } from 'next-intl';

/*
 * What the shell offers, as data: the side menu, header, bottom bar and Quick Links sheet are all
 * rendered from these lists, so a flag switched off removes an entry everywhere at once. Lists with
 * another site in them are built from the insurer's configured addresses (lib/links.ts). Each entry
 * names its text in the catalogue (`shell.nav`) and keeps SPEC's English name for analytics; the
 * server words the lists (./nav-text.ts) before they reach the client leaves.
 */

export type NavKey = keyof Messages['shell']['nav'];

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
  key: NavKey;
  /** SPEC's English name: analytics' menuName in every language */
  menuName: string;
  href: string;
  icon: IconName;
  /** hidden when this feature is switched off */
  flag?: Feature;
  /** another site: opens in a new tab */
  external?: boolean;
}

/** Logout is not here: it is a form posting to the logout action, not a link. */
export const SIDE_MENU: readonly NavItem[] = [
  { key: 'home', menuName: 'Home', href: '/', icon: 'home' },
  { key: 'payPremium', menuName: 'Pay Premium', href: '/pay-premium', icon: 'pay', flag: 'payPremium' },
  { key: 'profile', menuName: 'Profile', href: '/manage-profile', icon: 'profile' },
  { key: 'fileClaim', menuName: 'File A Claim', href: '/claim', icon: 'claim', flag: 'claim' },
  { key: 'download', menuName: 'Download', href: '/download', icon: 'download' },
  { key: 'serviceRequest', menuName: 'Service Request', href: '/service-request', icon: 'service' },
  { key: 'helpSupport', menuName: 'Help & Support', href: '/help-and-support', icon: 'help', flag: 'helpAndSupport' },
];

export const headerLinks = (links: ExternalLinks): readonly NavItem[] => [
  { key: 'payPremium', menuName: 'Pay Premium', href: '/pay-premium', icon: 'pay', flag: 'payPremium' },
  { key: 'buyPolicy', menuName: 'Buy a New Policy', href: links.buyPolicy, icon: 'buy', external: true },
  { key: 'claims', menuName: 'Claims', href: '/claim', icon: 'claim', flag: 'claim' },
  { key: 'support', menuName: 'Support', href: '/help-and-support', icon: 'support', flag: 'helpAndSupport' },
];

/** 'Quick Links' is a button opening a sheet, not a route; it sits between these in the bar. */
export const QUICK_LINKS_BUTTON = { menuName: 'Quick Links', icon: 'quick' } as const;

export const bottomBarBeforeQuickLinks = (links: ExternalLinks): readonly NavItem[] => [
  { key: 'home', menuName: 'Home', href: '/', icon: 'home' },
  { key: 'payPremium', menuName: 'Pay Premium', href: '/pay-premium', icon: 'pay', flag: 'payPremium' },
  { key: 'buyPolicy', menuName: 'Buy a New Policy', href: links.buyPolicy, icon: 'buy', external: true },
];

export const BOTTOM_BAR_AFTER_QUICK_LINKS: readonly NavItem[] = [
  { key: 'support', menuName: 'Support', href: '/help-and-support', icon: 'support', flag: 'helpAndSupport' },
];

export interface QuickLink {
  key: NavKey;
  menuName: string;
  /** the profile modal it opens where the customer is (features/manage-profile/modal-registry.ts) */
  modal: ProfileModalKey;
  flag?: Feature;
}

/** SPEC §2: each item opens its modal over the page; one without a modal yet leads to the profile page. */
export const QUICK_LINKS: readonly QuickLink[] = [
  { key: 'updateAadhaar', menuName: 'Update Aadhaar', modal: 'aadhaar' },
  { key: 'updateEmail', menuName: 'Update Email Id', modal: 'email' },
  { key: 'updateAddress', menuName: 'Update Address', modal: 'address' },
  { key: 'updatePan', menuName: 'Update PAN', modal: 'pan' },
  { key: 'updateNominee', menuName: 'Update Nominee', modal: 'nominee' },
  { key: 'goGreen', menuName: 'Go Green Request', modal: 'goGreen', flag: 'goGreen' },
];

/**
 * An entry as the client leaves get it: its text in the page's language, and its analytics name
 * only where that differs from the text (in English it is the text, and each byte of / counts).
 */
export type Shown<T extends { key: NavKey; menuName: string }> = Omit<T, 'key' | 'menuName'> & {
  label: string;
  menuName?: string;
};

/** The name analytics records for a shown entry: SPEC's English whatever the page's language. */
export const menuNameOf = (item: { label: string; menuName?: string }) => item.menuName ?? item.label;

export function visibleItems<T extends { flag?: Feature }>(items: readonly T[], features: FeatureSet): T[] {
  return items.filter((item) => !item.flag || features[item.flag]);
}

/** Home is current only on '/' itself; a section is current on its own page and every page below it. */
export function isCurrentPath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
