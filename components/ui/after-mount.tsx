'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads once the page is up, drawn only in the browser, with `fallback`
 * until then. What next/dynamic({ ssr: false }) does, without its loader runtime on the first load
 * (docs/decisions.md, first-load JS), and more forgiving: a phone that is offline when the import
 * runs gets it once the connection is back, where next/dynamic replaces the page with an error.
 */
export function afterMount<P extends object>(load: () => Promise<ComponentType<P>>, fallback: () => ReactNode = () => null) {
  // Once loaded, every later mount draws it at once.
  let Loaded: ComponentType<P> | null = null;

  function AfterMount(props: P) {
    const [ready, setReady] = useState(Loaded !== null);

    useEffect(() => {
      if (ready) return;
      let mounted = true;
      const attempt = () =>
        load().then(
          (component) => {
            Loaded = component;
            if (mounted) setReady(true);
          },
          () => window.addEventListener('online', attempt, { once: true }),
        );
      void attempt();
      return () => {
        mounted = false;
        window.removeEventListener('online', attempt);
      };
    }, [ready]);

    return ready && Loaded ? <Loaded {...props} /> : fallback();
  }
  return AfterMount;
}
