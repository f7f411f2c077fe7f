'use client';

import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useMessageText } from '@/lib/i18n/message-text';
import { setToastLayerListening } from '@/lib/client/toast-layers';
import { DialogBody, DialogHeader } from './dialog-parts';
import { cx } from './field-styles';
import { TOASTER_OPTIONS } from './toaster-options';
import { useDialog } from './use-dialog';

/*
 * The portal's dialogs on the native <dialog>: showModal() gives us the top layer, inert background
 * and focus containment for free, so no focus-trap library ships to the client. The bottom drawer
 * (./bottom-drawer.tsx) is the same dialog in another shape, in a module of its own so that pages
 * without one do not carry it.
 */

const widths = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
} as const;

export interface DialogProps {
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
  className?: string;
}

export interface ModalProps extends DialogProps {
  size?: keyof typeof widths;
}

/** Centred modal. */
export function Modal({ size = 'md', className, ...props }: ModalProps) {
  return <NativeDialog {...props} className={cx('modal', widths[size], className)} />;
}

/** The dialog itself, whatever its shape: Modal's, and the bottom drawer's (./bottom-drawer.tsx). */
export function NativeDialog({
  open,
  onClose,
  title,
  children,
  footer,
  closeOnOutsideClick = true,
  hideCloseButton = false,
  dismissible = true,
  className,
  handle,
  headerClassName,
}: DialogProps & {
  /** drawn above the header, e.g. the drawer's grip */
  handle?: ReactNode;
  headerClassName?: string;
}) {
  const { titleId, toastLayer, dialogProps } = useDialog({ open, onClose, dismissible, closeOnOutsideClick });
  // A title may be a catalogue key (a shared title such as the OTP dialog's), worded here.
  const text = useMessageText();
  return (
    <dialog {...dialogProps} className={className}>
      {/* Content mounts only while open so forms inside start fresh each time. */}
      {open && (
        <>
          {handle}
          <DialogHeader
            titleId={titleId}
            title={typeof title === 'string' ? text(title) : title}
            onClose={onClose}
            showCloseButton={dismissible && !hideCloseButton}
            className={headerClassName}
          />
          <DialogBody footer={footer}>{children}</DialogBody>
          <Suspense fallback={null}>
            <DialogToaster layer={toastLayer} />
          </Suspense>
        </>
      )}
    </dialog>
  );
}

/*
 * The toaster inside an open modal <dialog>: the page's own is drawn under the dialog's top layer
 * and is inert while it is open, so screen readers would not hear it either. The library loads
 * when the first dialog opens, never with the page.
 */
const DialogToaster = lazy(() =>
  import('sonner').then(
    ({ Toaster }) => ({
      default: function LayerToaster({ layer }: { layer: string }) {
        // Runs after the Toaster's own effects, so it already listens when the layer is marked ready.
        useEffect(() => {
          setToastLayerListening(layer, true);
          return () => setToastLayerListening(layer, false);
        }, [layer]);
        const t = useTranslations('shellClient');
        return <Toaster {...TOASTER_OPTIONS} id={layer} containerAriaLabel={t('dialogNotifications')} />;
      },
    }),
    // Offline before the library ever loaded: the dialog still works, without toasts.
    (): { default: ComponentType<{ layer: string }> } => ({ default: () => null }),
  ),
);
