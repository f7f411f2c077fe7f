'use client';

import { useEffect, useRef } from 'react';
import { useLoadingWhile } from '@/components/shell/loading-provider';

/** What the hook needs of a pay action's useAction: its status and reset. */
interface PayStatus {
  isPending: boolean;
  hasNavigated: boolean;
  reset: () => void;
}

/**
 * A pay button's life, for one premium or several: on success the action sends the browser on to
 * the gateway (the hook's status turns to hasNavigated) and the button stays busy until that page
 * loads, so a second press cannot start a second payment. Focus returns to the button when a
 * refusal frees it, and a page restored from the bfcache on Back is usable again.
 */
export function useGatewayPayment(pay: PayStatus) {
  const { reset } = pay;
  const busy = pay.isPending || pay.hasNavigated;
  useLoadingWhile(pay.isPending);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // The busy button is disabled, which drops keyboard focus to <body>: give it back on failure.
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    buttonRef.current?.focus();
  }, [busy]);

  // Back from the gateway may restore this page from the bfcache with the button still busy.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && reset();
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);

  /** Before the action starts: whether focus should come back to the button after a refusal. */
  const noteFocus = () => {
    refocus.current = document.activeElement === buttonRef.current;
  };
  return { busy, buttonRef, noteFocus };
}
