'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';

interface LoadingApi {
  /** Shows the full-screen overlay until the promise settles. */
  track<T>(work: Promise<T>): Promise<T>;
  /** One more call under way; the returned function says it ended. */
  begin(): () => void;
}

const LoadingContext = createContext<LoadingApi>({ track: (w) => w, begin: () => () => undefined });

export function useLoading(): LoadingApi {
  return useContext(LoadingContext);
}

/** Shows the overlay while `pending` holds, e.g. next-safe-action's `action.isPending`. */
export function useLoadingWhile(pending: boolean): void {
  const { begin } = useLoading();
  useEffect(() => (pending ? begin() : undefined), [pending, begin]);
}

/** One counter for all client-initiated calls; the overlay shows while it is above zero (SPEC §4 "Session"). */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const t = useTranslations('shellClient');
  const begin = useCallback(() => {
    setCount((c) => c + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      setCount((c) => Math.max(0, c - 1));
    };
  }, []);
  const track = useCallback(
    async <T,>(work: Promise<T>) => {
      const end = begin();
      try {
        return await work;
      } finally {
        end();
      }
    },
    [begin],
  );
  const api = useMemo(() => ({ track, begin }), [track, begin]);
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
          <span className="sr-only">{t('loading')}</span>
        </div>
      )}
    </LoadingContext.Provider>
  );
}
