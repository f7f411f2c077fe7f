'use client';

import { useTranslations } from 'next-intl';
import { useAction } from 'next-safe-action/hooks';
import { useMessageText } from '@/lib/i18n/message-text';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { actionErrorMessage } from '@/lib/client/action-error';
import { payDuesAction } from './actions';
import { useGatewayPayment } from './use-gateway-payment';

interface PayDuesFormProps {
  /** each policy with the ISO due date the page showed: the core pays those or none */
  policies: Array<{ policyNo: string; dueDate: string }>;
  label?: string;
}

/**
 * Pays several policies' dues in one payment (issue 25 §2). Posts only what the page showed,
 * policy numbers and due dates; the server reads the amounts from the core. The button behaves as
 * one premium's does (useGatewayPayment).
 */
export function PayDuesForm({ policies, label }: PayDuesFormProps) {
  const t = useTranslations('payPremium');
  const text = useMessageText();
  const pay = useAction(payDuesAction);
  const { busy, buttonRef, noteFocus } = useGatewayPayment(pay);

  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        noteFocus();
        pay.execute({ policies });
      }}
      noValidate
      className="grid gap-3"
    >
      <Button ref={buttonRef} type="submit" loading={busy}>
        {label ?? t('payNow')}
        <span className="sr-only">
          {' '}
          {t('forPolicies', { count: policies.length, policyNos: policies.map((p) => p.policyNo).join(', ') })}
        </span>
      </Button>
      {pay.hasErrored && <InfoBanner tone="error">{text(actionErrorMessage(pay.result))}</InfoBanner>}
    </form>
  );
}
