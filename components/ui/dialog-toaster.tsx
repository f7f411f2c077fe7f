'use client';

import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { setToastLayerListening } from '@/lib/client/toast-layers';
import { TOASTER_OPTIONS } from './toaster-options';

/*
 * The toaster inside an open modal <dialog>: the page's own is drawn under the dialog's top layer
 * and is inert while it is open, so screen readers would not hear it either. The library loads
 * when the first dialog opens, never with the page.
 */
const LayerToaster = lazy(() =>
  import('sonner').then(
    ({ Toaster }) => ({
      default: function LayerToaster({ layer }: { layer: string }) {
        // Runs after the Toaster's own effects, so it already listens when the layer is marked ready.
        useEffect(() => {
          setToastLayerListening(layer, true);
          return () => setToastLayerListening(layer, false);
        }, [layer]);
        return <Toaster {...TOASTER_OPTIONS} id={layer} containerAriaLabel="Notifications in this dialog" />;
      },
    }),
    // Offline before the library ever loaded: the dialog still works, without toasts.
    (): { default: ComponentType<{ layer: string }> } => ({ default: () => null }),
  ),
);

export function DialogToaster({ layer }: { layer: string }) {
  return (
    <Suspense fallback={null}>
      <LayerToaster layer={layer} />
    </Suspense>
  );
}
