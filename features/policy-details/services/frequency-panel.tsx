'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DetailList } from '@/components/policy/detail-list';
import { Button } from '@/components/ui/button';
import { InfoBanner } from '@/components/ui/info-banner';
import { RadioGroup } from '@/components/ui/radio';
import { outcomeOf } from '@/lib/client/action-outcome';
import { formatDate } from '@/lib/format';
import type { FrequencyBilling, FrequencyOption } from '@/lib/server/data/policy-services-reshape';
import { changeFrequencyAction, loadFrequenciesAction } from './actions';
import { rupees, StepHeading, WhenLoaded } from './panel-parts';
import type { PanelProps } from './service-panel';
import { frequencyChangeSchema, type FrequencyChangeInput } from './service-schemas';
import { useServiceData } from './use-service-data';

/**
 * Change Premium Frequency (issue 10 §1): each frequency the core offers with its premium, the
 * choice confirmed, then 'Premium Frequency Change Request'. The current one is shown, not offered.
 */
export function FrequencyPanel(props: PanelProps) {
  const loaded = useServiceData(loadFrequenciesAction, props.policyNo);
  return (
    <WhenLoaded loaded={loaded} onClose={props.onClose}>
      {(f) => <FrequencyFlow billing={f} {...props} />}
    </WhenLoaded>
  );
}

const optionLabel = (o: FrequencyOption) =>
  `${o.frequency}: ${rupees(o.instalment)} an instalment (${rupees(o.annual)} a year)${o.current ? ' (current)' : ''}`;

function FrequencyFlow({ billing, policyNo, onSubmitted }: PanelProps & { billing: FrequencyBilling }) {
  const [chosen, setChosen] = useState<FrequencyOption | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { control, handleSubmit } = useForm<FrequencyChangeInput>({
    resolver: zodResolver(frequencyChangeSchema),
    defaultValues: { policyNo },
  });

  if (!billing.eligible) return <InfoBanner tone="info">{billing.reason}</InfoBanner>;
  const from = billing.effectiveFrom ? formatDate(billing.effectiveFrom) : null;

  if (chosen) {
    const confirm = async () => {
      setSending(true);
      setRefusal(null);
      const result = await outcomeOf(changeFrequencyAction({ policyNo, frequency: chosen.frequency }));
      setSending(false);
      if (result.ok) onSubmitted(result.data.serviceRequestId);
      else setRefusal(result.message);
    };
    return (
      <div className="grid gap-4">
        <StepHeading>Confirm the change</StepHeading>
        <DetailList
          rows={[
            { label: 'Current Frequency', value: billing.currentFrequency },
            { label: 'New Frequency', value: chosen.frequency },
            { label: 'Premium per Instalment', value: rupees(chosen.instalment) },
            ...(from ? [{ label: 'Effective From', value: from }] : []),
          ]}
        />
        {refusal && <InfoBanner tone="error">{refusal}</InfoBanner>}
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void confirm()} loading={sending} autoFocus>
            Confirm
          </Button>
          <Button variant="secondary" disabled={sending} onClick={() => setChosen(null)}>
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
        You now pay {billing.currentFrequency.toLowerCase()}.
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
