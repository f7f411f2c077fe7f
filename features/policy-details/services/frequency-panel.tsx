'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useAction } from 'next-safe-action/hooks';
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
import { frequencyChangeSchema, type FrequencyChangeInput, paysHowOften } from './service-schemas';
import { MessageText } from '@/lib/i18n/message-text';
import { PREMIUM_LABELS } from '@/lib/premium-labels';

const optionLabel = (o: FrequencyOption) =>
  `${o.frequency}: ${rupees(o.instalment)} an instalment (${rupees(o.annual)} a year)${o.current ? ' (current)' : ''}`;

/**
 * Change Premium Frequency (issue 10 §1): each frequency the core offers with its premium, the
 * choice confirmed, then 'Premium Frequency Change Request'. The current one is shown, not offered.
 */
export function FrequencyPanel({ billing, policyNo, onSubmitted }: PanelProps & { billing: FrequencyBilling }) {
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
        <StepHeading>Confirm the change</StepHeading>
        <DetailList
          rows={[
            { label: 'Current Frequency', value: billing.currentFrequency },
            { label: 'New Frequency', value: chosen.frequency },
            { label: <MessageText message={PREMIUM_LABELS.base} />, value: rupees(chosen.instalment) },
            ...(from ? [{ label: 'Effective From', value: from }] : []),
          ]}
        />
        {change.hasErrored && <InfoBanner tone="error">{actionErrorMessage(change.result)}</InfoBanner>}
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => change.execute({ policyNo, frequency: chosen.frequency })} loading={change.isPending} autoFocus>
            Confirm
          </Button>
          <Button variant="secondary" disabled={change.isPending} onClick={back}>
            Back
          </Button>
        </div>
      </div>
    );
  }

  const next = handleSubmit((input) => setChosen(billing.options.find((o) => o.frequency === input.frequency) ?? null));
  return (
    <form noValidate onSubmit={next} className="grid gap-4">
      <p className="text-ink-700">
        You now pay {paysHowOften(billing.currentFrequency)}.
        {from && ` A change takes effect from the policy anniversary on ${from}.`} Premiums are before tax.
      </p>
      <Controller
        name="frequency"
        control={control}
        render={({ field, fieldState }) => (
          <RadioGroup
            legend="New Premium Frequency"
            name={field.name}
            required
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
            options={billing.options.map((o) => ({ value: o.frequency, label: optionLabel(o), disabled: o.current }))}
          />
        )}
      />
      <div>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}
