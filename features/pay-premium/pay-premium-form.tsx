'use client';

import { useAction } from 'next-safe-action/hooks';
import { useEffect, useRef } from 'react';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { Button, type ButtonSize } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { actionErrorMessage } from '@/lib/client/action-error';
import { notify } from '@/lib/client/notify';
import { payPremiumAction } from './actions';

interface PayPremiumFormProps {
  policyNo: string;
  label?: string;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * Posts only the policy number; the server works out the amount. On success the action sends the
 * browser on to the gateway (the hook's status turns to hasNavigated), and the button stays busy
 * until that page loads, so a second press cannot start a second order.
 */
export function PayPremiumForm({ policyNo, label = 'Pay Now', size, fullWidth }: PayPremiumFormProps) {
  const pay = useAction(payPremiumAction, { onError: ({ error }) => notify('error', actionErrorMessage(error)) });
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

  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        refocus.current = document.activeElement === buttonRef.current;
        pay.execute({ policyNo });
      }}
      noValidate
      className="grid gap-3"
    >
      <input type="hidden" name="policyNo" value={policyNo} />
      <Button ref={buttonRef} type="submit" loading={busy} size={size} fullWidth={fullWidth}>
        {label}
        <span className="sr-only"> for policy {policyNo}</span>
      </Button>
      {pay.hasErrored && <InfoBanner tone="error">{actionErrorMessage(pay.result)}</InfoBanner>}
    </form>
  );
}
