'use client';

import { useEffect, useState } from 'react';
import { outcomeOf } from '@/lib/client/action-outcome';

type LoadAction<T> = (input: { policyNo: string }) => Promise<{ data?: T; serverError?: string; validationErrors?: unknown }>;

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: T };

/** Reads a service's figures from the core when its dialog opens: they are as on today, never cached. */
export function useServiceData<T>(load: LoadAction<T>, policyNo: string): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    void outcomeOf(load({ policyNo })).then((result) => {
      if (!live) return;
      setLoaded(result.ok ? { state: 'ready', data: result.data as T } : { state: 'failed', message: result.message });
    });
    return () => {
      live = false;
    };
  }, [load, policyNo]);
  return loaded;
}
