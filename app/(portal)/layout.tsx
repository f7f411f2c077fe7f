import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import { ProfileModalsProvider } from '@/features/manage-profile/profile-modals';
import { ExternalLinksProvider } from '@/components/shell/external-links';
import { BottomBarFrame } from '@/components/shell/bottom-bar-frame';
import {
  BOTTOM_BAR_AFTER_QUICK_LINKS,
  bottomBarBeforeQuickLinks,
  headerLinks,
  QUICK_LINKS,
  SIDE_MENU,
  visibleItems,
} from '@/components/shell/nav-items';
import { wordNav } from '@/components/shell/nav-text';
import { SessionExpiryWarning } from '@/components/shell/session-expiry-warning';
import { getShellCustomer, toShellProfile } from '@/components/shell/shell-profile';
import { Sidebar } from '@/components/shell/sidebar';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/shell/skip-link';
import { getBrand } from '@/lib/server/brand';
import { EVERY_PAGE_LINK_KEYS } from '@/lib/links';
import { getEnv } from '@/lib/server/env';
import { requireAuth } from '@/lib/server/session';

/**
 * Every signed-in page: side bar (desktop), header, the page itself, the footer, bottom bar at / (mobile),
 * inside the host of the profile modals, which any page, the Quick Links sheet included, opens in place;
 * the session-expiry warning in both the portal's chrome and the host app's web view. The pages
 * with forms, every one but the home page, are in (forms), whose layout sends their shared words.
 */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const [auth, customer] = await Promise.all([requireAuth(), getShellCustomer()]);
  const { features, idleMs, links } = getEnv();
  // What is left of the session as this request read it, for the warning before its absolute end.
  const { absoluteLeftMs } = auth;

  // Inside the host app's web view the app supplies its own chrome, the insurer's disclosures
  // included, so neither the portal's header nor its footer shows (docs/decisions.md).
  if (auth.embedded) {
    return (
      <ExternalLinksProvider links={links} keys={EVERY_PAGE_LINK_KEYS}>
        <ProfileModalsProvider>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh px-4 py-6 focus:outline-none">
            {children}
          </main>
          <SessionExpiryWarning idleMs={idleMs} absoluteLeftMs={absoluteLeftMs} />
        </ProfileModalsProvider>
      </ExternalLinksProvider>
    );
  }

  const profile = toShellProfile(customer, await getLocale());
  const [menuItems, headerItems, barBefore, barAfter, quickLinks] = await Promise.all([
    wordNav(visibleItems(SIDE_MENU, features)),
    wordNav(visibleItems(headerLinks(links), features)),
    wordNav(visibleItems(bottomBarBeforeQuickLinks(links), features)),
    wordNav(visibleItems(BOTTOM_BAR_AFTER_QUICK_LINKS, features)),
    wordNav(visibleItems(QUICK_LINKS, features)),
  ]);

  return (
    <ExternalLinksProvider links={links} keys={EVERY_PAGE_LINK_KEYS}>
      <ProfileModalsProvider>
        <SkipLink />
        <div className="flex min-h-dvh">
          <Sidebar items={menuItems} profile={profile} />
          <div className="flex min-w-0 flex-1 flex-col">
            <SiteHeader headerLinks={headerItems} menuItems={menuItems} profile={profile} />
            <main id={MAIN_CONTENT_ID} tabIndex={-1} className="page-main">
              {children}
            </main>
            {/* Before the bottom bar's spacer: on a phone at / the fixed bar never covers it. */}
            <SiteFooter brand={getBrand()} />
            <BottomBarFrame before={barBefore} after={barAfter} quickLinks={quickLinks} />
          </div>
        </div>
        <SessionExpiryWarning idleMs={idleMs} absoluteLeftMs={absoluteLeftMs} />
      </ProfileModalsProvider>
    </ExternalLinksProvider>
  );
}
