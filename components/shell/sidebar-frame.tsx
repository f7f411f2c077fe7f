'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/field-styles';
import { NavIcon } from './nav-icon';
import { SidebarCollapsedContext, useSidebarOpen } from './sidebar-store';

interface SidebarFrameProps {
  /** id of the menu the toggle shows and hides */
  menuId: string;
  /** the insurer's logo and name (BrandMark, a server component), hidden on the icon rail */
  brand: ReactNode;
  children: ReactNode;
}

/**
 * The side bar's box, brand and toggle: full width with labels, or an icon rail when collapsed.
 * What it holds learns which from SidebarCollapsedContext.
 */
export function SidebarFrame({ menuId, brand, children }: SidebarFrameProps) {
  const [open, setOpen] = useSidebarOpen();
  const t = useTranslations('shellClient');
  const toggle = open ? t('collapseMenu') : t('expandMenu');
  return (
    <aside aria-label={t('sideBar')} className={cx('sidebar', open ? 'w-64 px-4' : 'w-20 px-2')}>
      <div className={cx('flex items-center', open ? 'justify-between' : 'justify-center')}>
        {open && brand}
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={toggle}
          title={toggle}
          className="sidebar-toggle"
        >
          <NavIcon name={open ? 'chevron-left' : 'chevron-right'} />
        </button>
      </div>
      <SidebarCollapsedContext.Provider value={!open}>{children}</SidebarCollapsedContext.Provider>
    </aside>
  );
}
