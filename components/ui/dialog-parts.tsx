import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cx, focusRing } from './field-styles';

/*
 * Markup shared by Modal and BottomDrawer. No 'use client' of its own: it is only ever rendered
 * from those client components, so it joins their bundle without becoming a separate boundary.
 */

interface DialogHeaderProps {
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  showCloseButton: boolean;
  className?: string;
}

export function DialogHeader({ titleId, title, onClose, showCloseButton, className }: DialogHeaderProps) {
  const t = useTranslations('shellClient');
  return (
    <div className={cx('flex items-start justify-between gap-3 px-5 pt-4 pb-3', className)}>
      <h2 id={titleId} className="pt-2 text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {showCloseButton && (
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className={cx(
            '-mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-700',
            'hover:bg-brand-50 hover:text-ink-900',
            focusRing,
          )}
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}

interface DialogBodyProps {
  children: ReactNode;
  footer?: ReactNode;
}

/** Body scrolls on its own so the title and footer actions stay visible on short screens. */
export function DialogBody({ children, footer }: DialogBodyProps) {
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5">{children}</div>
      {footer && <div className="flex flex-wrap justify-end gap-3 border-t border-brand-100 px-5 py-4">{footer}</div>}
    </>
  );
}
