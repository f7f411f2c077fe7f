'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useHookFormAction } from '@next-safe-action/adapter-react-hook-form/hooks';
import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { InfoBanner } from '@/components/ui/info-banner';
import { actionErrorMessage } from '@/lib/client/action-error';
import { formatDate } from '@/lib/format';
import type { ReinstatementEnquiry } from '@/lib/server/data/policy-services-reshape';
import { payReinstatementAction, raiseReinstatementAction } from './actions';
import { AmountTable, rupees, useAsOnLine, type PanelProps } from './panel-parts';
import { reinstatementRequestSchema } from './service-schemas';

/**
 * Reinstatement (issue 10 §1): the revival amount with its parts; a short lapse is paid off
 * through the premium gateway and the policy is in force again, a long one needs a declaration of
 * good health and raises a request.
 */
export function ReinstatementPanel({ revival: r, ...props }: PanelProps & { revival: ReinstatementEnquiry }) {
  const t = useTranslations('policyDetails.revival');
  const asOnLine = useAsOnLine();
  if (!r.eligible) return <InfoBanner tone="info">{r.reason}</InfoBanner>;
  return (
    <div className="grid gap-5">
      <div>
        <p className="text-sm text-ink-500">{asOnLine(r.asOn)}</p>
        {r.lapsedSince && (
          <p className="mt-1 text-ink-700">
            {t('lapsed', { date: formatDate(r.lapsedSince), count: r.daysLapsed, days: String(r.daysLapsed) })}
          </p>
        )}
      </div>
      <AmountTable caption={t('caption')} lines={r.lines} totalLabel={t('total')} total={r.total} />
      <InfoBanner tone={r.needsHealthDeclaration ? 'warning' : 'info'}>{r.note}</InfoBanner>
      {r.canPayOnline ? (
        <PayAndReinstate total={r.total} {...props} />
      ) : (
        r.needsHealthDeclaration && <ReinstatementRequest {...props} />
      )}
    </div>
  );
}

/**
 * 'Pay & Reinstate': only the policy number goes to the server, which reads the revival amount
 * from the core and sends the browser to the premium gateway. The dialog stays busy from the press
 * until the gateway's page loads, so a second press cannot start a second order.
 */
function PayAndReinstate({ policyNo, onBusyChange, total }: PanelProps & { total: number }) {
  const t = useTranslations('policyDetails.revival');
  const pay = useAction(payReinstatementAction, {
    onExecute: () => onBusyChange(true),
    onError: () => onBusyChange(false),
  });
  const { reset } = pay;

  // Back from the gateway may restore the page from the bfcache with the dialog still busy.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      reset();
      onBusyChange(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset, onBusyChange]);

  return (
    <div className="grid gap-3">
      {pay.hasErrored && <InfoBanner tone="error">{actionErrorMessage(pay.result)}</InfoBanner>}
      <div>
        <Button onClick={() => pay.execute({ policyNo })} loading={pay.isPending || pay.hasNavigated}>
          {t('pay')}
        </Button>
      </div>
      <p className="text-sm text-ink-500">{t('youPay', { amount: rupees(total) })}</p>
    </div>
  );
}

/** A long lapse: the customer declares good health and raises 'Policy Reinstatement Request'. */
function ReinstatementRequest({ policyNo, onSubmitted }: PanelProps) {
  const t = useTranslations('policyDetails.revival');
  const { form, action, handleSubmitWithAction } = useHookFormAction(
    raiseReinstatementAction,
    zodResolver(reinstatementRequestSchema),
    {
      // The box starts unticked: no default, so the form's type stays the schema's.
      formProps: { defaultValues: { policyNo } },
      actionProps: { onSuccess: ({ data }) => onSubmitted(data.serviceRequestId) },
    },
  );
  return (
    <form noValidate onSubmit={handleSubmitWithAction} className="grid gap-3">
      <Checkbox
        label={t('declaration')}
        error={form.formState.errors.declarationAccepted?.message}
        {...form.register('declarationAccepted')}
      />
      {action.hasErrored && <InfoBanner tone="error">{actionErrorMessage(action.result)}</InfoBanner>}
      <div>
        <Button type="submit" loading={action.isPending}>
          {t('raise')}
        </Button>
      </div>
    </form>
  );
}
