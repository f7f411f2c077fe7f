'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLoading } from '@/components/shell/loading-provider';
import { Button, type ButtonSize } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { outcomeOf } from '@/lib/client/action-outcome';
import { notify } from '@/lib/client/notify';
import { payPremiumAction } from './actions';

interface PayPremiumFormProps {
  policyNo: string;
  label?: string;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * Posts only the policy number; the server works out the amount. Stays disabled from the press
 * until the gateway's page loads, so a second press cannot start a second order.
 */
export function PayPremiumForm({ policyNo, label = 'Pay Now', size, fullWidth }: PayPremiumFormProps) {
  const { track } = useLoading();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
    const onShow = (event: PageTransitionEvent) => event.persisted && setBusy(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    refocus.current = document.activeElement === buttonRef.current;
    setBusy(true);
    setError(null);
    // On success the browser goes on to the gateway and this never returns; only a failure comes back.
    const result = await outcomeOf(track(payPremiumAction({ policyNo })));
    if (result.ok) return;
    setBusy(false);
    setError(result.message);
    notify('error', result.message);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="grid gap-3">
      <input type="hidden" name="policyNo" value={policyNo} />
      <Button ref={buttonRef} type="submit" loading={busy} size={size} fullWidth={fullWidth}>
        {label}
        <span className="sr-only"> for policy {policyNo}</span>
      </Button>
      {error && <InfoBanner tone="error">{error}</InfoBanner>}
    </form>
  );
}
