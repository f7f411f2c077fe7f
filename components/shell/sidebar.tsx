'use client';

import { useId } from 'react';
import { cx, focusRing } from '@/components/ui/field-styles';
import { BRAND_NAME } from './links';
import { NavIcon } from './nav-icon';
import type { NavItem } from './nav-items';
import { ProfileAvatar, type ShellProfile } from './profile-avatar';
import { SideMenu } from './side-menu';
import { useSidebarOpen } from './sidebar-store';

interface SidebarProps {
  items: NavItem[];
  profile: ShellProfile;
}

/** Desktop side bar (≥1024 px): full width with labels, or an icon rail when collapsed. */
export function Sidebar({ items, profile }: SidebarProps) {
  const [open, setOpen] = useSidebarOpen();
  const menuId = useId();
  return (
    <aside
      aria-label="Side bar"
      className={cx(
        'sticky top-0 hidden h-dvh shrink-0 flex-col gap-6 overflow-y-auto border-r border-brand-100 bg-white py-4',
        'desk:flex motion-safe:transition-[width] motion-safe:duration-200',
        open ? 'w-64 px-4' : 'w-20 px-2',
      )}
    >
      <div className={cx('flex items-center', open ? 'justify-between' : 'justify-center')}>
        {open && <p className="text-lg font-bold text-brand-700">{BRAND_NAME}</p>}
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Collapse menu' : 'Expand menu'}
          title={open ? 'Collapse menu' : 'Expand menu'}
          className={cx(
            'inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-700 hover:bg-brand-50',
            focusRing,
          )}
        >
          <NavIcon name={open ? 'chevron-left' : 'chevron-right'} />
        </button>
      </div>
      <ProfileAvatar profile={profile} compact={!open} />
      <SideMenu id={menuId} items={items} collapsed={!open} />
    </aside>
  );
}
