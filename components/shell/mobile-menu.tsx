'use client';

import { useState } from 'react';
import { cx, focusRing } from '@/components/ui/field-styles';
import { Modal } from '@/components/ui/modal';
import { NavIcon } from './nav-icon';
import type { NavItem } from './nav-items';
import { ProfileAvatar, type ShellProfile } from './profile-avatar';
import { SideMenu } from './side-menu';

interface MobileMenuProps {
  items: NavItem[];
  profile: ShellProfile;
}

/** Below 1024 px the side bar lives in a modal opened from the header's hamburger. */
export function MobileMenu({ items, profile }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cx(
          '-ml-2 inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-700 hover:bg-brand-50',
          focusRing,
        )}
      >
        <NavIcon name="menu" className="h-6 w-6" />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Menu" size="sm">
        <div className="flex flex-col gap-6">
          <ProfileAvatar profile={profile} />
          <SideMenu items={items} onNavigate={() => setOpen(false)} />
        </div>
      </Modal>
    </>
  );
}
