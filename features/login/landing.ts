import type { Messages } from 'next-intl';
import { SIDE_MENU, type NavKey } from '@/components/shell/nav-items';
import { MANAGE_PROFILE_PATH, MODAL_PARAM } from '@/components/shell/profile-modals/modal-keys';

/*
 * The sentence the login shows when it was reached on the way to a page (a banner's link, a deep
 * link, an expired session): where the customer will be once logged in, so a link that lands on
 * the same login page visibly did something and the customer knows why to log in.
 */

type PlaceKey = keyof Messages['login']['places'];

/** The sentence's words in the page's language: the catalogue's `login.landing`, `login.places` and `shell.nav`. */
export interface LandingWords {
  sentence: (place: string) => string;
  place: (key: PlaceKey, policy?: string) => string;
  page: (key: NavKey) => string;
}

const PROFILE_MODALS: ReadonlySet<string> = new Set<PlaceKey>([
  'aadhaar',
  'pan',
  'goGreen',
  'email',
  'mobile',
  'address',
  'name',
  'nominee',
]);

function pageAt(pathname: string, words: LandingWords): string | null {
  if (pathname === '/enach-registration') return words.place('enach');
  if (pathname === MANAGE_PROFILE_PATH) return words.place('profile');
  const item = SIDE_MENU.find((i) => i.href !== '/' && i.href === pathname);
  return item ? words.page(item.key) : null;
}

/** 'After you log in, you will go straight to Auto Pay (e-NACH) registration.'; null for the dashboard. */
export function landingSentence(returnTo: string, words: LandingWords): string | null {
  const url = new URL(returnTo, 'http://portal.invalid');
  if (url.pathname === '/') return null;
  const modal = url.pathname === MANAGE_PROFILE_PATH ? url.searchParams.get(MODAL_PARAM) : null;
  const policy = /^\/policy-details\/(\d{8})$/.exec(url.pathname)?.[1];
  const place =
    (modal && PROFILE_MODALS.has(modal) && words.place(modal as PlaceKey)) ||
    pageAt(url.pathname, words) ||
    (policy ? words.place('policy', policy) : words.place('asked'));
  return words.sentence(place);
}
