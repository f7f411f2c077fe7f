'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

interface LoadingApi {
  /** Shows the full-screen overlay until the promise settles. */
  track<T>(work: Promise<T>): Promise<T>;
}

const LoadingContext = createContext<LoadingApi>({ track: (w) => w });

export function useLoading(): LoadingApi {
  return useContext(LoadingContext);
}

/** One counter for all client-initiated calls; the overlay shows while it is above zero (SPEC §4 "Session"). */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const track = useCallback(async <T,>(work: Promise<T>) => {
    setCount((c) => c + 1);
    try {
      return await work;
    } finally {
      setCount((c) => Math.max(0, c - 1));
    }
  }, []);
  const api = useMemo(() => ({ track }), [track]);
  return (
    <LoadingContext.Provider value={api}>
      {children}
      {count > 0 && (
        <div
          className="fixed inset-0 z-[100] flex items-center justify-center bg-white/60 backdrop-blur-[1px]"
          role="status"
          aria-live="polite"
          data-testid="loading-overlay"
        >
          <Spinner size="lg" className="text-brand-600" />
          <span className="sr-only">Loading…</span>
        </div>
      )}
    </LoadingContext.Provider>
  );
}
