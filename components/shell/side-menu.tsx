'use client';

import { usePathname } from 'next/navigation';
import { useAction } from 'next-safe-action/hooks';
import { trackEvent } from '@/lib/track-client';
import { cx, focusRing } from '@/components/ui/field-styles';
import { logoutAction } from './actions';
import { NavIcon } from './nav-icon';
import { isCurrentPath, type NavItem } from './nav-items';
import { TrackedLink } from './tracked-link';

interface SideMenuProps {
  id?: string;
  items: NavItem[];
  /** icon-only rail: labels stay in the DOM for screen readers and show as tooltips */
  collapsed?: boolean;
  /** e.g. the mobile menu closes itself once a page is chosen */
  onNavigate?: () => void;
}

const itemClass = (current: boolean, collapsed: boolean) =>
  cx(
    'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-base font-medium',
    collapsed && 'justify-center',
    current ? 'bg-brand-600 text-white' : 'text-ink-700 hover:bg-brand-50 hover:text-brand-700',
    focusRing,
  );

export function SideMenu({ id, items, collapsed = false, onNavigate }: SideMenuProps) {
  const pathname = usePathname();
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
                className={itemClass(current, collapsed)}
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
              className={itemClass(false, collapsed)}
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
