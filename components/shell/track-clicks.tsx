'use client';

import { useEffect } from 'react';
import { trackedEvent } from '@/lib/track-attributes';
import { trackEvent } from '@/lib/track-client';

/**
 * Reports a press on any tracked link (components/shell/tracked-link.tsx) to analytics, from one
 * listener on the document instead of a handler per link. It only reports: navigation is the
 * link's own (next/link inside the portal).
 */
export function TrackClicks() {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const anchor = e.target instanceof Element ? e.target.closest('a') : null;
      const event = anchor ? trackedEvent(anchor) : null;
      if (event) trackEvent(event);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
