import type { CSSProperties } from 'react';
import type { ToasterProps } from 'sonner';
import { TOAST_DURATION_MS } from '@/lib/constants';

/**
 * The library's rich colours miss AA contrast for error text; these are the brand's darker tones.
 * Its own font stack (the system's) would leave a Hindi toast to whatever Devanagari the device
 * has, boxes where it has none: toasts take the page's font instead.
 */
const toasterStyle = {
  '--error-text': '#8f0f40',
  '--success-text': '#166534',
  '--info-text': '#173d7a',
  '--warning-text': '#92400e',
  fontFamily: 'inherit',
} as CSSProperties;

/** SPEC §2/§9: top-centre, one at a time, closes after 5 s; the page's toaster and each dialog's alike. */
export const TOASTER_OPTIONS = {
  position: 'top-center',
  visibleToasts: 1,
  duration: TOAST_DURATION_MS,
  closeButton: true,
  richColors: true,
  style: toasterStyle,
} satisfies ToasterProps;
