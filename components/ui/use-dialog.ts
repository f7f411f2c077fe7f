'use client';

import { useEffect, useId, useRef } from 'react';
import { popToastLayer, pushToastLayer } from '@/lib/client/toast-layers';
import type { MouseEvent, PointerEvent, SyntheticEvent } from 'react';

/*
 * Scroll lock is ref-counted at module level: a modal opened from inside another modal must not
 * unlock the page when it closes while the outer one is still open.
 */
let lockCount = 0;
let savedOverflow = '';

function lockScroll() {
  if (lockCount === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  lockCount += 1;
}

function unlockScroll() {
  lockCount = Math.max(0, lockCount - 1);
  if (lockCount === 0) document.body.style.overflow = savedOverflow;
}

/** Backdrop clicks land on the <dialog> itself; checking the rect also rules out its own padding. */
function isOutside(event: MouseEvent<HTMLDialogElement>): boolean {
  const rect = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < rect.left || x > rect.right || y < rect.top || y > rect.bottom;
}

export interface UseDialogOptions {
  open: boolean;
  onClose: () => void;
  /** false = the user cannot dismiss it at all (Escape, backdrop, close button), e.g. offline overlay. */
  dismissible?: boolean;
  closeOnOutsideClick?: boolean;
}

/** Wires a native <dialog> to a controlled `open` prop; spread `dialogProps` onto the element. */
export function useDialog({ open, onClose, dismissible = true, closeOnOutsideClick = true }: UseDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const toastLayer = useId();
  const openRef = useRef(open);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    openRef.current = open;
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    lockScroll();
    pushToastLayer(toastLayer);
    // Browsers differ on initial focus; make sure it is inside so AT users land in the dialog.
    if (!dialog.contains(document.activeElement)) dialog.focus();
    return () => {
      if (dialog.open) dialog.close();
      unlockScroll();
      popToastLayer(toastLayer);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, toastLayer]);

  // Escape fires `cancel`; we always take over so the parent's `open` state stays the truth.
  // React re-dispatches cancel/close up the component tree, so a nested modal's events reach
  // its parent's handlers too; only react to events from our own <dialog>.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    if (dismissible) onClose();
  };

  // Chrome force-closes on a repeated Escape even when cancel is prevented; undo that or sync up.
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget || !openRef.current) return;
    if (dismissible) onClose();
    else if (!event.currentTarget.open) event.currentTarget.showModal();
  };

  // Require press and release both on the backdrop so a text selection dragged out does not close.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget && isOutside(event);
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const fromBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget && isOutside(event);
    pressedOnBackdrop.current = false;
    if (fromBackdrop && dismissible && closeOnOutsideClick) onClose();
  };

  return {
    titleId,
    /** the id of this dialog's toaster: render <DialogToaster layer={toastLayer} /> inside while open */
    toastLayer,
    dialogProps: {
      ref,
      tabIndex: -1,
      'aria-labelledby': titleId,
      onCancel,
      onClose: onNativeClose,
      onPointerDown,
      onClick,
    },
  };
}
