'use client';

import type { ReactNode } from 'react';
import { DialogBody, DialogHeader } from './dialog-parts';
import { DialogToaster } from './dialog-toaster';
import { cx } from './field-styles';
import { useDialog } from './use-dialog';

const widths = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
} as const;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Action buttons; rendered in a bar that stays visible while the body scrolls. */
  footer?: ReactNode;
  closeOnOutsideClick?: boolean;
  hideCloseButton?: boolean;
  /** false blocks Escape, backdrop and the close button: the parent alone decides when it ends. */
  dismissible?: boolean;
  size?: keyof typeof widths;
  className?: string;
}

/**
 * Centred modal on the native <dialog>: showModal() gives us the top layer, inert background and
 * focus containment for free, so no focus-trap library ships to the client.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeOnOutsideClick = true,
  hideCloseButton = false,
  dismissible = true,
  size = 'md',
  className,
}: ModalProps) {
  const { titleId, toastLayer, dialogProps } = useDialog({ open, onClose, dismissible, closeOnOutsideClick });

  return (
    <dialog {...dialogProps} className={cx('modal', widths[size], className)}>
      {/* Content mounts only while open so forms inside start fresh each time. */}
      {open && (
        <>
          <DialogHeader titleId={titleId} title={title} onClose={onClose} showCloseButton={dismissible && !hideCloseButton} />
          <DialogBody footer={footer}>{children}</DialogBody>
          <DialogToaster layer={toastLayer} />
        </>
      )}
    </dialog>
  );
}
