'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { ProfileModalLink } from '@/components/shell/profile-modals/profile-modal-trigger';
import { BottomDrawer } from '@/components/ui/bottom-drawer';
import { cx, focusRing } from '@/components/ui/field-styles';
import { trackEvent } from '@/lib/track-client';
import { NavIcon } from './nav-icon';
import { useTranslations } from 'next-intl';
import { isCurrentPath, menuNameOf, QUICK_LINKS_BUTTON, type NavItem, type QuickLink, type Shown } from './nav-items';
import { TrackedLink } from './tracked-link';

interface BottomBarFrameProps {
  /** the bar's links before and after the Quick Links button */
  before: Shown<NavItem>[];
  after: Shown<NavItem>[];
  quickLinks: Shown<QuickLink>[];
}

/**
 * Mobile bottom bar. Its links come as data, as the side menu's do: every signed-in page's payload
 * carries them, and a list of labels and addresses is a third the size of their markup. SPEC §2 has the bar appear at / only;
 * elsewhere the screen belongs to the task (multi-step forms keep their own actions at the bottom)
 * and the hamburger menu still navigates. The layout that holds it stays across pages, so the
 * path is read here, on the client.
 */
export function BottomBarFrame({ before, after, quickLinks }: BottomBarFrameProps) {
  const pathname = usePathname();
  const [sheetOpen, setSheetOpen] = useState(false);
  const t = useTranslations('shellClient');
  if (pathname !== '/') return null;
  return (
    <>
      {/* Keeps the end of the page clear of the fixed bar. */}
      <div aria-hidden="true" className="h-16 desk:hidden" />
      <nav
        aria-label={t('quickNavigation')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-100 bg-white pb-[env(safe-area-inset-bottom)] desk:hidden"
      >
        <ul className="flex items-stretch">
          {before.map(barLink)}
          <li className="flex-1">
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              onClick={() => {
                trackEvent({ menuName: QUICK_LINKS_BUTTON.menuName, displayPage: 'Menu' });
                setSheetOpen(true);
              }}
              className="bar-item"
            >
              <NavIcon name={QUICK_LINKS_BUTTON.icon} />
              {t('quickLinks')}
            </button>
          </li>
          {after.map(barLink)}
        </ul>
      </nav>
      <QuickLinksSheet open={sheetOpen} onClose={() => setSheetOpen(false)} links={quickLinks} title={t('quickLinks')} />
    </>
  );
}

/** .bar-item (app/globals.css) marks the current page from aria-current; the bar shows only at /. */
function barLink(item: Shown<NavItem>) {
  const current = !item.external && isCurrentPath('/', item.href);
  return (
    <li key={item.label} className="flex-1">
      <TrackedLink
        href={item.href}
        external={item.external}
        track={{ menuName: menuNameOf(item), displayPage: 'Menu' }}
        aria-current={current ? 'page' : undefined}
        className="bar-item"
      >
        <NavIcon name={item.icon} />
        {item.label}
      </TrackedLink>
    </li>
  );
}

interface QuickLinksSheetProps {
  open: boolean;
  onClose: () => void;
  links: Shown<QuickLink>[];
  title: string;
}

/** Each item closes the sheet and opens its profile modal over the page the customer is on. */
function QuickLinksSheet({ open, onClose, links, title }: QuickLinksSheetProps) {
  return (
    <BottomDrawer open={open} onClose={onClose} title={title}>
      <ul className="divide-y divide-brand-100">
        {links.map((link) => (
          <li key={link.label}>
            <ProfileModalLink
              modal={link.modal}
              onPress={() => {
                trackEvent({ menuName: menuNameOf(link), displayPage: 'Quick links' });
                onClose();
              }}
              className={cx(
                'flex min-h-12 items-center justify-between gap-3 rounded-lg px-2 py-3 font-medium text-ink-900 hover:bg-brand-50',
                focusRing,
              )}
            >
              {link.label}
              <span aria-hidden="true" className="text-brand-600">
                ›
              </span>
            </ProfileModalLink>
          </li>
        ))}
      </ul>
    </BottomDrawer>
  );
}
