'use client';

import { useAction } from 'next-safe-action/hooks';
import { useEffect, useRef } from 'react';
import { useLoadingWhile } from '@/components/shell/loading-provider';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { actionErrorMessage } from '@/lib/client/action-error';
import { payDuesAction } from './actions';

interface PayDuesFormProps {
  /** each policy with the ISO due date the page showed: the core pays those or none */
  policies: Array<{ policyNo: string; dueDate: string }>;
  label?: string;
}

/**
 * Pays several policies' dues in one payment (issue 25 §2). Posts only what the page showed,
 * policy numbers and due dates; the server reads the amounts from the core. As with one premium,
 * the button stays busy until the gateway's page loads, so a second press starts no second payment.
 */
export function PayDuesForm({ policies, label = 'Pay Now' }: PayDuesFormProps) {
  const pay = useAction(payDuesAction);
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
        pay.execute({ policies });
      }}
      noValidate
      className="grid gap-3"
    >
      <Button ref={buttonRef} type="submit" loading={busy}>
        {label}
        <span className="sr-only">
          {' '}
          for {policies.length === 1 ? 'policy' : 'policies'} {policies.map((p) => p.policyNo).join(', ')}
        </span>
      </Button>
      {pay.hasErrored && <InfoBanner tone="error">{actionErrorMessage(pay.result)}</InfoBanner>}
    </form>
  );
}
