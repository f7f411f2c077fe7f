'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { routerPath, routerPress, trackedEvent } from '@/components/ui/link-rules';
import { trackEvent } from '@/lib/track-client';

const anchorOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('a') : null);

/**
 * The one listener behind every IntentLink and TrackedLink (components/ui/intent-link.tsx,
 * components/shell/tracked-link.tsx): reports a tracked press, lets the app router take a plain
 * press on an internal link, and prefetches a link the customer is about to press. Registered
 * after React's own listener on the document, so a component's onClick that took the press
 * (preventDefault) is seen. Before hydration the links are ordinary links.
 */
export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = anchorOf(e.target);
      if (!a) return;
      const event = trackedEvent(a);
      if (event) trackEvent(event);
      const press = routerPress(a, e);
      if (!press) return;
      e.preventDefault();
      router.push(press.path, { scroll: press.scroll });
    };
    // Intent: a pointer arriving on the link, a touch starting, keyboard focus. The router's cache
    // makes a second prefetch of the same page free.
    const onIntent = (e: Event) => {
      const a = anchorOf(e.target);
      if (!a) return;
      // Moving between the link's own children is not a new arrival.
      if (e instanceof MouseEvent && e.relatedTarget instanceof Node && a.contains(e.relatedTarget)) return;
      const path = routerPath(a);
      if (path) router.prefetch(path);
    };
    const passive = { passive: true };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent, passive);
    document.addEventListener('touchstart', onIntent, passive);
    document.addEventListener('focusin', onIntent, passive);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router]);
  return null;
}
