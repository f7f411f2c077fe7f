'use client';

import type { ReactNode } from 'react';
import { DialogBody, DialogHeader } from './dialog-parts';
import { DialogToaster } from './dialog-toaster';
import { cx } from './field-styles';
import { useDialog } from './use-dialog';

export interface BottomDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  closeOnOutsideClick?: boolean;
  hideCloseButton?: boolean;
  dismissible?: boolean;
  className?: string;
}

/**
 * Sheet anchored to the bottom edge on phones (e.g. Quick Links). From `desk` up it becomes a
 * centred panel, because a full-width sheet looks broken on a wide screen.
 * The handle is only a visual cue; dismissal is via the close button, Escape or the backdrop.
 */
export function BottomDrawer({
  open,
  onClose,
  title,
  children,
  footer,
  closeOnOutsideClick = true,
  hideCloseButton = false,
  dismissible = true,
  className,
}: BottomDrawerProps) {
  const { titleId, toastLayer, dialogProps } = useDialog({ open, onClose, dismissible, closeOnOutsideClick });

  return (
    <dialog {...dialogProps} className={cx('drawer', className)}>
      {open && (
        <>
          <div aria-hidden="true" className="mx-auto mt-2 h-1.5 w-10 shrink-0 rounded-full bg-ink-400/60 desk:hidden" />
          <DialogHeader
            titleId={titleId}
            title={title}
            onClose={onClose}
            showCloseButton={dismissible && !hideCloseButton}
            className="pt-2 desk:pt-4"
          />
          <DialogBody footer={footer}>{children}</DialogBody>
          <DialogToaster layer={toastLayer} />
        </>
      )}
    </dialog>
  );
}
