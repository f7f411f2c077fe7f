'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { InfoBanner } from '@/components/ui/info-banner';
import { outcomeOf } from '@/lib/client/action-outcome';
import { payReinstatementAction, raiseReinstatementAction } from './actions';
import { rupees } from './panel-parts';
import type { PanelProps } from './service-panel';
import { reinstatementRequestSchema } from './service-schemas';

/**
 * 'Pay & Reinstate': only the policy number goes to the server, which reads the revival amount
 * from the core and sends the browser to the premium gateway. Busy from the press until the
 * gateway's page loads, so a second press cannot start a second order.
 */
export function PayAndReinstate({ policyNo, busy, onBusyChange, total }: PanelProps & { total: number }) {
  const [error, setError] = useState<string | null>(null);

  // Back from the gateway may restore the page from the bfcache with the dialog still busy.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && onBusyChange(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [onBusyChange]);

  const pay = async () => {
    onBusyChange(true);
    setError(null);
    const result = await outcomeOf(payReinstatementAction({ policyNo }));
    if (result.ok) return;
    onBusyChange(false);
    setError(result.message);
  };
  return (
    <div className="grid gap-3">
      {error && <InfoBanner tone="error">{error}</InfoBanner>}
      <div>
        <Button onClick={() => void pay()} loading={busy}>
          Pay &amp; Reinstate
        </Button>
      </div>
      <p className="text-sm text-ink-500">You pay {rupees(total)} on the payment gateway&apos;s page.</p>
    </div>
  );
}

/** A long lapse: the customer declares good health and raises 'Policy Reinstatement Request'. */
export function ReinstatementRequest({ policyNo, onSubmitted }: PanelProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(reinstatementRequestSchema),
    // The box starts unticked: no default, so the form's type stays the schema's.
    defaultValues: { policyNo },
  });
  const submit = handleSubmit(async () => {
    setRefusal(null);
    const result = await outcomeOf(raiseReinstatementAction({ policyNo, declarationAccepted: true }));
    if (result.ok) onSubmitted(result.data.serviceRequestId);
    else setRefusal(result.message);
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <Checkbox
        label="I declare that the life assured is in good health and has not suffered any illness or injury since the policy lapsed."
        error={formState.errors.declarationAccepted?.message}
        {...register('declarationAccepted')}
      />
      {refusal && <InfoBanner tone="error">{refusal}</InfoBanner>}
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          Raise Reinstatement Request
        </Button>
      </div>
    </form>
  );
}
