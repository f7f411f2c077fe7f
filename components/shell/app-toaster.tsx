'use client';

import dynamic from 'next/dynamic';
import { TOASTER_OPTIONS } from '@/components/ui/toaster-options';

// Loaded after hydration: toasts are never part of the first paint.
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

/** The page's toaster; an open dialog shows toasts in its own (components/ui/modal.tsx). */
export function AppToaster() {
  return <Toaster {...TOASTER_OPTIONS} />;
}
