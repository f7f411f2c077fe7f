'use client';

import type { ReactNode } from 'react';
import { DialogBody, DialogHeader } from './dialog-parts';
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
  const { titleId, dialogProps } = useDialog({ open, onClose, dismissible, closeOnOutsideClick });

  return (
    <dialog
      {...dialogProps}
      className={cx(
        // The UA caps modal dialogs at 100% minus 2em; max-w-full lets the sheet span edge to edge.
        'mx-0 mt-auto mb-0 w-full max-w-full max-h-[85dvh] overflow-hidden rounded-t-2xl bg-white p-0',
        'pb-[env(safe-area-inset-bottom)] text-ink-900 shadow-xl backdrop:bg-ink-900/60 open:flex open:flex-col',
        'motion-safe:transition-transform motion-safe:duration-200 motion-safe:starting:open:translate-y-full',
        'desk:m-auto desk:max-h-[calc(100dvh-2rem)] desk:w-[calc(100%-2rem)] desk:max-w-lg desk:rounded-2xl',
        'desk:motion-safe:starting:open:translate-y-4',
        className,
      )}
    >
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
        </>
      )}
    </dialog>
  );
}
