'use client';

import type { Toaster } from 'sonner';
import { afterMount } from '@/components/ui/after-mount';
import { TOASTER_OPTIONS } from '@/components/ui/toaster-options';

/**
 * The page's toaster; an open dialog shows toasts in its own (components/ui/modal.tsx). Loaded
 * after hydration: toasts are never part of the first paint.
 */
const LazyToaster = afterMount<Parameters<typeof Toaster>[0]>(() => import('sonner').then((m) => m.Toaster));

export function AppToaster() {
  return <LazyToaster {...TOASTER_OPTIONS} />;
}
