'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { trackEvent } from '@/lib/track-client';
import { NavIcon } from './nav-icon';
import { isCurrentPath, QUICK_LINKS_BUTTON, type NavItem, type QuickLink } from './nav-items';
import { QuickLinksSheet } from './quick-links-sheet';
import { TrackedLink } from './tracked-link';

interface BottomBarProps {
  before: NavItem[];
  after: NavItem[];
  quickLinks: QuickLink[];
}

/** .bar-item (app/globals.css) marks the current page from aria-current. */
const itemClass = 'bar-item';

/**
 * Mobile bottom bar. SPEC §2 has it appear at / only; elsewhere the screen belongs to the task
 * (multi-step forms keep their own actions at the bottom) and the hamburger menu still navigates.
 */
export function BottomBar({ before, after, quickLinks }: BottomBarProps) {
  const pathname = usePathname();
  const [sheetOpen, setSheetOpen] = useState(false);
  if (pathname !== '/') return null;

  const link = (item: NavItem) => {
    const current = !item.external && isCurrentPath(pathname, item.href);
    return (
      <li key={item.label} className="flex-1">
        <TrackedLink
          href={item.href}
          external={item.external}
          track={{ menuName: item.label, displayPage: 'Menu' }}
          aria-current={current ? 'page' : undefined}
          className={itemClass}
        >
          <NavIcon name={item.icon} />
          {item.label}
        </TrackedLink>
      </li>
    );
  };

  return (
    <>
      {/* Keeps the end of the page clear of the fixed bar. */}
      <div aria-hidden="true" className="h-16 desk:hidden" />
      <nav
        aria-label="Quick navigation"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-100 bg-white pb-[env(safe-area-inset-bottom)] desk:hidden"
      >
        <ul className="flex items-stretch">
          {before.map(link)}
          <li className="flex-1">
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              onClick={() => {
                trackEvent({ menuName: QUICK_LINKS_BUTTON.label, displayPage: 'Menu' });
                setSheetOpen(true);
              }}
              className={itemClass}
            >
              <NavIcon name={QUICK_LINKS_BUTTON.icon} />
              {QUICK_LINKS_BUTTON.label}
            </button>
          </li>
          {after.map(link)}
        </ul>
      </nav>
      <QuickLinksSheet open={sheetOpen} onClose={() => setSheetOpen(false)} links={quickLinks} />
    </>
  );
}
