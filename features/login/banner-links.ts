import { profileModalHref } from '@/components/shell/profile-modals/modal-keys';
import { safeRedirectPath } from '@/lib/safe-redirect';

/*
 * Where a pre-login banner's link leads. The core words the banners; the portal decides how its
 * own pages are reached: in the same tab, through the login, which then goes on to the page.
 */

/** 'Update KYC' means the Aadhaar modal, the portal's way to complete e-KYC, when the core names only the profile page. */
const KYC_LINK_TEXT = 'Update KYC'; // i18n-ignore: matched against the core's link, never shown
const PROFILE_PAGE = '/manage-profile';

export interface BannerLink {
  href: string;
  /** another site: a new tab */
  external: boolean;
}

export function bannerLink(link: { text: string; url: string }): BannerLink {
  if (!link.url.startsWith('/')) return { href: link.url, external: true };
  let path = safeRedirectPath(link.url);
  if (link.text.trim() === KYC_LINK_TEXT && path === PROFILE_PAGE) path = profileModalHref('aadhaar');
  return { href: `/login?return_to=${encodeURIComponent(path)}`, external: false };
}
