'use client';

import dynamic from 'next/dynamic';
import { TOAST_DURATION_MS } from '@/lib/constants';

// Loaded after hydration: toasts are never part of the first paint.
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

/** SPEC §2/§9: top-centre, one at a time, closes after 5 s. */
export function AppToaster() {
  return <Toaster position="top-center" visibleToasts={1} duration={TOAST_DURATION_MS} closeButton richColors />;
}
