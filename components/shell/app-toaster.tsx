'use client';

import { useEffect, useState } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { TOASTER_OPTIONS } from '@/components/ui/toaster-options';

/**
 * The page's toaster; an open dialog shows toasts in its own (components/ui/modal.tsx). Loaded
 * after hydration: toasts are never part of the first paint. A phone that loses its connection
 * before the library arrived loads it once the connection is back, where next/dynamic would have
 * replaced the whole page with an error.
 */
export function AppToaster() {
  const [Toaster, setToaster] = useState<typeof SonnerToaster | null>(null);

  useEffect(() => {
    let mounted = true;
    const load = () =>
      import('sonner').then(
        (m) => mounted && setToaster(() => m.Toaster),
        () => window.addEventListener('online', load, { once: true }),
      );
    void load();
    return () => {
      mounted = false;
      window.removeEventListener('online', load);
    };
  }, []);

  return Toaster ? <Toaster {...TOASTER_OPTIONS} /> : null;
}
