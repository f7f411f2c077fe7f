'use client';

import { usePathname } from 'next/navigation';
import { useAction } from 'next-safe-action/hooks';
import { trackEvent } from '@/lib/track-client';
import { cx } from '@/components/ui/field-styles';
import { logoutAction } from './actions';
import { NavIcon } from './nav-icon';
import { useTranslations } from 'next-intl';
import { isCurrentPath, menuNameOf, type NavItem, type Shown } from './nav-items';
import { useSidebarCollapsed } from './sidebar-store';
import { TrackedLink } from './tracked-link';

interface SideMenuProps {
  id?: string;
  items: Shown<NavItem>[];
}

/** .nav-item (app/globals.css) styles the current page from aria-current. */
const itemClass = (collapsed: boolean) => cx('nav-item', collapsed && 'justify-center');

export function SideMenu({ id, items }: SideMenuProps) {
  const pathname = usePathname();
  const t = useTranslations('shellClient');
  // The side bar's icon rail: labels stay in the DOM for screen readers and show as tooltips.
  const collapsed = useSidebarCollapsed();
  // The hook hands the action's redirect to /login on to the router.
  const logout = useAction(logoutAction);
  return (
    <nav id={id} aria-label={t('mainMenu')}>
      <ul className="flex flex-col gap-1">
        {items.map((item) => {
          const current = isCurrentPath(pathname, item.href);
          return (
            <li key={item.href}>
              <TrackedLink
                href={item.href}
                track={{ menuName: menuNameOf(item), displayPage: 'Menu' }}
                aria-current={current ? 'page' : undefined}
                title={collapsed ? item.label : undefined}
                className={itemClass(collapsed)}
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
              title={collapsed ? t('logout') : undefined}
              className={itemClass(collapsed)}
              onClick={() => trackEvent({ menuName: 'Logout', displayPage: 'Menu' })}
            >
              <NavIcon name="logout" />
              <span className={collapsed ? 'sr-only' : undefined}>{t('logout')}</span>
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
}
