'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useAction } from 'next-safe-action/hooks';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DetailList } from '@/components/policy/detail-list';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { RadioGroup } from '@/components/ui/radio';
import { actionErrorMessage } from '@/lib/client/action-error';
import { formatDate } from '@/lib/format';
import type { FrequencyBilling, FrequencyOption } from '@/lib/server/data/policy-services-reshape';
import { changeFrequencyAction } from './actions';
import { rupees, StepHeading, type PanelProps } from './panel-parts';
import { frequencyChangeSchema, type FrequencyChangeInput, frequencyKey } from './service-schemas';
import { MessageText } from '@/lib/i18n/message-text';
import { PREMIUM_LABELS } from '@/lib/premium-labels';

type Words = ReturnType<typeof useTranslations<'policyDetails.frequency'>>;

/** A frequency's name ('Half-Yearly') and how a sentence says it ('half-yearly'), in the page's language. */
const frequencyName = (t: Words, frequency: string) => {
  const key = frequencyKey(frequency);
  return key ? t(`names.${key}`) : frequency;
};
const paysHowOften = (t: Words, frequency: string) => {
  const key = frequencyKey(frequency);
  return key ? t(`how.${key}`) : frequency.toLowerCase();
};

const optionLabel = (t: Words, o: FrequencyOption) =>
  t(o.current ? 'optionCurrent' : 'option', {
    frequency: frequencyName(t, o.frequency),
    instalment: rupees(o.instalment),
    annual: rupees(o.annual),
  });

/**
 * Change Premium Frequency (issue 10 §1): each frequency the core offers with its premium, the
 * choice confirmed, then 'Premium Frequency Change Request'. The current one is shown, not offered.
 */
export function FrequencyPanel({ billing, policyNo, onSubmitted }: PanelProps & { billing: FrequencyBilling }) {
  const t = useTranslations('policyDetails.frequency');
  const [chosen, setChosen] = useState<FrequencyOption | null>(null);
  const change = useAction(changeFrequencyAction, { onSuccess: ({ data }) => onSubmitted(data.serviceRequestId) });
  const { control, handleSubmit } = useForm<FrequencyChangeInput>({
    resolver: zodResolver(frequencyChangeSchema),
    defaultValues: { policyNo },
  });

  if (!billing.eligible) return <InfoBanner tone="info">{billing.reason}</InfoBanner>;
  const from = billing.effectiveFrom ? formatDate(billing.effectiveFrom) : null;

  if (chosen) {
    const back = () => {
      change.reset();
      setChosen(null);
    };
    return (
      <div className="grid gap-4">
        <StepHeading>{t('confirmTitle')}</StepHeading>
        <DetailList
          rows={[
            { label: t('current'), value: frequencyName(t, billing.currentFrequency) },
            { label: t('new'), value: frequencyName(t, chosen.frequency) },
            { label: <MessageText message={PREMIUM_LABELS.base} />, value: rupees(chosen.instalment) },
            ...(from ? [{ label: t('effectiveFrom'), value: from }] : []),
          ]}
        />
        {change.hasErrored && <InfoBanner tone="error">{actionErrorMessage(change.result)}</InfoBanner>}
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => change.execute({ policyNo, frequency: chosen.frequency })} loading={change.isPending} autoFocus>
            {t('confirm')}
          </Button>
          <Button variant="secondary" disabled={change.isPending} onClick={back}>
            {t('back')}
          </Button>
        </div>
      </div>
    );
  }

  const next = handleSubmit((input) => setChosen(billing.options.find((o) => o.frequency === input.frequency) ?? null));
  return (
    <form noValidate onSubmit={next} className="grid gap-4">
      <p className="text-ink-700">
        {from
          ? t('nowFrom', { how: paysHowOften(t, billing.currentFrequency), date: from })
          : t('now', { how: paysHowOften(t, billing.currentFrequency) })}
      </p>
      <Controller
        name="frequency"
        control={control}
        render={({ field, fieldState }) => (
          <RadioGroup
            legend={t('legend')}
            name={field.name}
            required
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
            options={billing.options.map((o) => ({ value: o.frequency, label: optionLabel(t, o), disabled: o.current }))}
          />
        )}
      />
      <div>
        <Button type="submit">{t('continue')}</Button>
      </div>
    </form>
  );
}
