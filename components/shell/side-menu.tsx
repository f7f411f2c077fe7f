'use client';

import { usePathname } from 'next/navigation';
import { useAction } from 'next-safe-action/hooks';
import { trackEvent } from '@/lib/track-client';
import { cx } from '@/components/ui/field-styles';
import { logoutAction } from './actions';
import { NavIcon } from './nav-icon';
import { isCurrentPath, type NavItem } from './nav-items';
import { useSidebarCollapsed } from './sidebar-store';
import { TrackedLink } from './tracked-link';

interface SideMenuProps {
  id?: string;
  items: NavItem[];
  /** e.g. the mobile menu closes itself once a page is chosen */
  onNavigate?: () => void;
}

/** .nav-item (app/globals.css) styles the current page from aria-current. */
const itemClass = (collapsed: boolean) => cx('nav-item', collapsed && 'justify-center');

export function SideMenu({ id, items, onNavigate }: SideMenuProps) {
  const pathname = usePathname();
  // The side bar's icon rail: labels stay in the DOM for screen readers and show as tooltips.
  const collapsed = useSidebarCollapsed();
  // The hook hands the action's redirect to /login on to the router.
  const logout = useAction(logoutAction);
  return (
    <nav id={id} aria-label="Main menu">
      <ul className="flex flex-col gap-1">
        {items.map((item) => {
          const current = isCurrentPath(pathname, item.href);
          return (
            <li key={item.href}>
              <TrackedLink
                href={item.href}
                track={{ menuName: item.label, displayPage: 'Menu' }}
                aria-current={current ? 'page' : undefined}
                title={collapsed ? item.label : undefined}
                className={itemClass(collapsed)}
                onClick={onNavigate}
              >
                <NavIcon name={item.icon} />
                <span className={collapsed ? 'sr-only' : undefined}>{item.label}</span>
              </TrackedLink>
            </li>
          );
        })}
        <li>
          <form action={logout.execute}>
            <button
              type="submit"
              title={collapsed ? 'Logout' : undefined}
              className={itemClass(collapsed)}
              onClick={() => trackEvent({ menuName: 'Logout', displayPage: 'Menu' })}
            >
              <NavIcon name="logout" />
              <span className={collapsed ? 'sr-only' : undefined}>Logout</span>
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
}
