'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { DESKTOP_MIN_WIDTH } from '@/lib/constants';

/**
 * From 1024 px the sub-pages live side by side on /claim (SPEC §2). The server cannot know the
 * width, so the page itself moves there when the window is, or becomes, that wide.
 */
export function WideScreenRedirect() {
  const router = useRouter();
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const follow = () => {
      if (wide.matches) router.replace('/claim');
    };
    follow();
    wide.addEventListener('change', follow);
    return () => wide.removeEventListener('change', follow);
  }, [router]);
  return null;
}
