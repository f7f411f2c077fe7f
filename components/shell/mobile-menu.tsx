'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { cx, focusRing } from '@/components/ui/field-styles';
import { Modal } from '@/components/ui/modal';
import { NavIcon } from './nav-icon';

/**
 * Below 1024 px the side bar's avatar and menu (children, composed by the header) live in a modal
 * opened from the hamburger. Choosing a page closes it: the page changes under an open modal
 * otherwise.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const t = useTranslations('shellClient');
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cx(
          '-ml-2 inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-700 hover:bg-brand-50',
          focusRing,
        )}
      >
        <NavIcon name="menu" className="h-6 w-6" />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('menu')} size="sm">
        {/* Clicks bubble here from the links; keyboard presses on a link arrive as clicks too. */}
        <div className="flex flex-col gap-6" onClick={closeOnLink}>
          {children}
        </div>
      </Modal>
    </>
  );
}
