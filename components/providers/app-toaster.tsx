'use client';

import type { CSSProperties } from 'react';
import dynamic from 'next/dynamic';
import { TOAST_DURATION_MS } from '@/lib/constants';

// Loaded after hydration: toasts are never part of the first paint.
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

/** The library's rich colours miss AA contrast for error text; these are the brand's darker tones. */
const contrastSafe = {
  '--error-text': '#8f0f40',
  '--success-text': '#166534',
  '--info-text': '#173d7a',
  '--warning-text': '#92400e',
} as CSSProperties;

/** SPEC §2/§9: top-centre, one at a time, closes after 5 s. */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      style={contrastSafe}
    />
  );
}
