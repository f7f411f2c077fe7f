'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { TextInput } from '@/components/ui/text-input';
import { useGatewayPayment } from '@/features/pay-premium/use-gateway-payment';
import { actionErrorMessage } from '@/lib/client/action-error';
import { useMessageText } from '@/lib/i18n/message-text';
import { PERCENT_MAX_CHARS, sanitisePercentInput } from '@/lib/percent-input';
import { topUpAction } from './actions';
import { topUpSchema } from './top-up-schema';

interface TopUpFormProps {
  policyNo: string;
  funds: ReadonlyArray<{ code: string; name: string }>;
}

/** Amount and split (the premium redirection's percentage boxes), then on to the gateway. */
export function TopUpForm({ policyNo, funds }: TopUpFormProps) {
  const t = useTranslations('ulipTopUp');
  const text = useMessageText();
  const pay = useAction(topUpAction);
  const { busy, buttonRef, noteFocus } = useGatewayPayment(pay);
  const [amount, setAmount] = useState('');
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<{ amount?: string; total?: string }>({});
  const allocations = funds.map((f) => ({ fundCode: f.code, percent: Number(inputs[f.code] || 0) }));
  const total = allocations.reduce((sum, a) => sum + a.percent, 0);

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const parsed = topUpSchema.safeParse({ policyNo, amount, allocations });
        if (!parsed.success) {
          const at = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
          return setErrors({ amount: at('amount'), total: at('allocations') });
        }
        setErrors({});
        noteFocus();
        pay.execute(parsed.data);
      }}
    >
      <TextInput
        label={t('amountLabel')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={11}
        value={amount}
        error={errors.amount}
        onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-ink-900">{t('fundsLegend')}</legend>
        <ul className="grid gap-4 md:grid-cols-2">
          {funds.map((fund) => (
            <li key={fund.code} className="rounded-lg border border-brand-100 p-4">
              <TextInput
                label={fund.name}
                inputMode="numeric"
                autoComplete="off"
                maxLength={PERCENT_MAX_CHARS}
                placeholder="0"
                value={inputs[fund.code] ?? ''}
                onChange={(e) => setInputs({ ...inputs, [fund.code]: sanitisePercentInput(e.target.value) })}
                suffix={
                  <span aria-hidden="true" className="px-3 text-ink-500">
                    %
                  </span>
                }
              />
            </li>
          ))}
        </ul>
        <p aria-live="polite" className="font-semibold">
          {t('total', { total })}
        </p>
        {errors.total && <InfoBanner tone="error">{text(errors.total)}</InfoBanner>}
      </fieldset>
      <Button ref={buttonRef} type="submit" loading={busy}>
        {t('payNow')}
      </Button>
      {pay.hasErrored && <InfoBanner tone="error">{text(actionErrorMessage(pay.result))}</InfoBanner>}
    </form>
  );
}
