'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessageText } from '@/lib/i18n/message-text';
import { Button, type ButtonSize } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { InfoBanner } from '@/components/ui/info-banner';
import { actionErrorMessage } from '@/lib/client/action-error';
import { formatDate } from '@/lib/format';
import { payPremiumAction } from './actions';
import { useGatewayPayment } from './use-gateway-payment';

interface PayPremiumFormProps {
  policyNo: string;
  /** ISO due date of the premium the page shows: the core pays that one or none */
  dueDate?: string | null;
  /** an advance auto-pay would debit on this ISO day: the customer must tick a confirmation first */
  autoPayDebitDate?: string | null;
  /** a retry of a payment the customer already chose to make early on auto-pay */
  autoPayConfirmed?: boolean;
  label?: string;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export const AUTO_PAY_CONFIRM_ERROR = 'payPremium.autoPayConfirmError';

/**
 * Posts the policy number and the due date shown; the server works out the amount and sends the
 * browser on to the gateway. The button stays busy until that page loads (useGatewayPayment).
 */
export function PayPremiumForm(props: PayPremiumFormProps) {
  const t = useTranslations('payPremium');
  const text = useMessageText();
  const { policyNo, dueDate, autoPayDebitDate, label = t('payNow'), size, fullWidth } = props;
  // A refusal shows once, beside the button (role=alert), not a toast too.
  const pay = useAction(payPremiumAction);
  const { busy, buttonRef, noteFocus } = useGatewayPayment(pay);
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | undefined>();

  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        if (autoPayDebitDate && !confirmed) return setConfirmError(AUTO_PAY_CONFIRM_ERROR);
        noteFocus();
        pay.execute({
          policyNo,
          ...(dueDate ? { dueDate } : {}),
          ...(confirmed || props.autoPayConfirmed ? { autoPayConfirmed: true } : {}),
        });
      }}
      noValidate
      className="grid gap-3"
    >
      <input type="hidden" name="policyNo" value={policyNo} />
      {autoPayDebitDate && (
        <Checkbox
          label={t('autoPayConfirm', { date: formatDate(autoPayDebitDate) })}
          checked={confirmed}
          error={confirmError}
          onChange={(event) => {
            setConfirmed(event.target.checked);
            setConfirmError(undefined);
          }}
        />
      )}
      <Button ref={buttonRef} type="submit" loading={busy} size={size} fullWidth={fullWidth}>
        {label}
        <span className="sr-only"> {t('forPolicy', { policyNo })}</span>
      </Button>
      {pay.hasErrored && <InfoBanner tone="error">{text(actionErrorMessage(pay.result))}</InfoBanner>}
    </form>
  );
}
