'use client';

import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { OtpForm } from '@/components/otp/otp-form';
import { srOtpChannel } from '@/components/otp/sr-otp-modal';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { TextInput } from '@/components/ui/text-input';
import { actionErrorMessage } from '@/lib/client/action-error';
import { useMessageText } from '@/lib/i18n/message-text';
import { PERCENT_MAX_CHARS, sanitisePercentInput } from '@/lib/percent-input';
import { partialWithdrawalAction } from './actions';
import { withdrawalSchema } from './top-up-schema';

interface WithdrawalFormProps {
  policyNo: string;
  funds: ReadonlyArray<{ code: string; name: string }>;
}

/** Amount and the funds it comes from, then the service-request OTP, then the request's number. */
export function WithdrawalForm({ policyNo, funds }: WithdrawalFormProps) {
  const t = useTranslations('partialWithdrawal');
  const text = useMessageText();
  const [amount, setAmount] = useState('');
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<{ amount?: string; total?: string }>({});
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [raised, setRaised] = useState<string | null>(null);
  const request = useAction(partialWithdrawalAction, {
    onSuccess: ({ data }) => setRaised(data.serviceRequestId),
    onError: ({ error }) => setRefusal(actionErrorMessage(error)),
  });
  const allocations = funds.map((f) => ({ fundCode: f.code, percent: Number(inputs[f.code] || 0) }));
  const total = allocations.reduce((sum, a) => sum + a.percent, 0);

  if (raised) return <InfoBanner tone="success">{t('raised', { sr: raised })}</InfoBanner>;
  if (refusal) return <InfoBanner tone="error">{text(refusal)}</InfoBanner>;
  if (step === 'otp')
    return (
      <OtpForm
        channel={srOtpChannel(policyNo, 'PARTIAL_WITHDRAWAL')}
        onVerified={(srRequestToken) => {
          const parsed = withdrawalSchema.parse({ policyNo, amount, allocations, srRequestToken });
          return request.executeAsync(parsed).then(noop, noop);
        }}
        onFailure={setRefusal}
        onBusyChange={setBusy}
      />
    );

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = withdrawalSchema.safeParse({ policyNo, amount, allocations, srRequestToken: 'pending' });
        if (!parsed.success) {
          const at = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
          return setErrors({ amount: at('amount'), total: at('allocations') });
        }
        setErrors({});
        setStep('otp');
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
      <Button type="submit" disabled={busy}>
        {t('continue')}
      </Button>
    </form>
  );
}

const noop = () => undefined;
