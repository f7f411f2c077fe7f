'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { RadioGroup } from '@/components/ui/radio';
import { TextInput } from '@/components/ui/text-input';
import { useGatewayPayment } from '@/features/pay-premium/use-gateway-payment';
import { actionErrorMessage } from '@/lib/client/action-error';
import { formatRupees } from '@/lib/format';
import { useMessageText } from '@/lib/i18n/message-text';
import { repayLoanAction } from './actions';
import { repayAmountError } from './repay-schema';

interface RepayFormProps {
  policyNo: string;
  /** rupees, 2 decimals: what a full repayment pays */
  outstanding: string;
  /** rupees, 2 decimals: the least a part repayment may be */
  minimum: string;
}

/** Repay in full or in part (judged as typed against the core's figures), then on to the gateway. */
export function RepayForm({ policyNo, outstanding, minimum }: RepayFormProps) {
  const t = useTranslations('loanRepayment');
  const text = useMessageText();
  const pay = useAction(repayLoanAction);
  const { busy, buttonRef, noteFocus } = useGatewayPayment(pay);
  const [choice, setChoice] = useState('FULL');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const bounds = { min: formatRupees(Number(minimum), 2), max: formatRupees(Number(outstanding), 2) };

  return (
    <form
      noValidate
      className="flex flex-col gap-5 sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const part = choice === 'PART';
        const wrong = part ? repayAmountError(amount, { minimum, outstanding }) : null;
        if (wrong) return setError(t(wrong, bounds));
        setError(undefined);
        noteFocus();
        pay.execute({ policyNo, amount: part ? amount.trim() : outstanding });
      }}
    >
      <RadioGroup
        legend={t('howMuch')}
        name="repay"
        value={choice}
        onChange={setChoice}
        options={[
          { value: 'FULL', label: t('full', { amount: bounds.max }) },
          { value: 'PART', label: t('part') },
        ]}
      />
      {choice === 'PART' && (
        <TextInput
          label={t('amountLabel')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={11}
          required
          hint={t('hint', bounds)}
          value={amount}
          error={error}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
        />
      )}
      <Button ref={buttonRef} type="submit" loading={busy}>
        {t('payNow')}
      </Button>
      {pay.hasErrored && <InfoBanner tone="error">{text(actionErrorMessage(pay.result))}</InfoBanner>}
    </form>
  );
}
